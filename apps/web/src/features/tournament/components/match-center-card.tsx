import { Button, Group, Text } from '@mantine/core';
import type { Match, Team } from '@portal/contract';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { MatchCard } from './match-card';
import { matchMessages } from './messages';
import { Scorecard } from './scorecard';
import { matchSides } from './tournament-format';

interface MatchCenterCardProps {
  match: Match;
  teams: readonly Team[];
  canManage: boolean;
}

/** A match with its toss, scorecard and man of the match; managers get a link to score it. */
export function MatchCenterCard({ match, teams, canManage }: MatchCenterCardProps) {
  const t = useT();
  const sides = matchSides(match, teams);
  const versus = { team1: sides[0].name, team2: sides[1].name };
  const tossWinner = sides.find((side) => side.shortName === match.toss?.winner);
  return (
    <MatchCard match={match} teams={teams} headingOrder={2}>
      {match.toss && tossWinner && (
        <Text size="sm" c="dimmed">
          {t(matchMessages.toss, { team: tossWinner.name, decision: match.toss.decision })}
        </Text>
      )}
      <Scorecard match={match} sides={sides} />
      {canManage && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={paths.scoreMatch.href(match.id)}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t(matchMessages.scoreMatch, versus)}
          >
            {t(matchMessages.score)}
          </Button>
        </Group>
      )}
    </MatchCard>
  );
}
