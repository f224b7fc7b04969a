import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Match } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { matchMessages } from './messages';
import { TeamLogo } from './team-logo';
import { formatInningsScore, type MatchSide } from './tournament-format';

/** Both sides, one per row, each with its innings total once it has batted. */
export function MatchTeams({ match, sides }: { match: Match; sides: [MatchSide, MatchSide] }) {
  const t = useT();
  return (
    <Stack gap={6}>
      {sides.map((side, index) => {
        const innings = match.innings.find((entry) => entry.battingTeam === side.shortName);
        const winner = match.winnerShortName === side.shortName;
        return [
          index === 1 && <VisuallyHidden key="versus">{t(matchMessages.versus)}</VisuallyHidden>,
          <Group key={side.shortName} gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <TeamLogo team={side} size={32} />
              <Text fw={winner ? 700 : 500} lh={1.3}>
                {side.name}
                {winner && <VisuallyHidden>{` ${t(matchMessages.winner)}`}</VisuallyHidden>}
              </Text>
            </Group>
            {innings && (
              <Text ff="monospace" fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatInningsScore(innings)}
              </Text>
            )}
          </Group>,
        ];
      })}
    </Stack>
  );
}
