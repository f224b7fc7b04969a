import { Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Match, Team } from '@portal/contract';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import classes from './match-card.module.css';
import { MatchOutcome } from './match-outcome';
import { MatchStatusBadge, StageBadge } from './match-status';
import { MatchTeams } from './match-teams';
import { matchMessages } from './messages';
import { EventTime } from '../../../components/event-time';
import { matchSides } from './tournament-format';

interface MatchCardProps {
  match: Match;
  teams: readonly Team[];
  /** Gives the card a (screen-reader) heading "A vs B" at this level, for pages of cards. */
  headingOrder?: TitleOrder;
  /** Below the outcome: the match center's scorecard and actions. */
  children?: ReactNode;
}

/** One fixture: stage and status, both sides with their totals, when and where, and outcome. */
export function MatchCard({ match, teams, headingOrder, children }: MatchCardProps) {
  const t = useT();
  const sides = matchSides(match, teams);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-status={match.status}
    >
      <Stack gap="sm">
        {headingOrder && (
          <Title order={headingOrder} className={classes.srOnly}>
            {t(matchMessages.versusTitle, { team1: sides[0].name, team2: sides[1].name })}
          </Title>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <StageBadge stage={match.stage} />
            <MatchStatusBadge status={match.status} />
          </Group>
          <EventTime size="sm" c="dimmed" times={match} ta="end" />
        </Group>
        <MatchTeams match={match} sides={sides} />
        {match.venue && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {match.venue}
            </Text>
          </Group>
        )}
        <MatchOutcome match={match} />
        {children}
      </Stack>
    </Card>
  );
}
