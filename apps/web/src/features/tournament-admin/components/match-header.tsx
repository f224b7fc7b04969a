import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Match } from '@portal/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { matchResultText } from '../../../lib/match-result';
import { paths } from '../../../lib/paths';
import {
  formatMatchTime,
  matchTitle,
  stageLabels,
  statusColors,
  statusLabels,
} from './match-labels';
import { scoreMessages } from './score-messages';

export function matchCenterHref(eventId: string): string {
  return `${paths.eventDetailsTour}?event=${encodeURIComponent(eventId)}`;
}

/** Which match is being scored: teams, when, where, and how it stands. */
export function MatchHeader({ match }: { match: Match }) {
  const t = useT();
  const details = [
    formatMatchTime(match),
    match.venue,
    t(stageLabels[match.stage]),
    t(scoreMessages.oversASide, { overs: match.overs }),
  ].filter(Boolean);
  const result = matchResultText(match);
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={matchCenterHref(match.eventId)} size="sm" underline="hover">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t(scoreMessages.backToMatchCenter)}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {matchTitle(match)}
        </Title>
        <Badge color={statusColors[match.status]} variant="light" className={readable.readable}>
          {t(statusLabels[match.status])}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {details.join(' · ')}
      </Text>
      {result && (
        <Text size="sm" fw={600}>
          {result}
        </Text>
      )}
    </Stack>
  );
}
