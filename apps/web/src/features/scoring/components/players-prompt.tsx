import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import type { ScoringView, WhoIsIn } from '../model/scoring-state';
import { scorerMessages as m } from './messages';

const batterEnds = ['striker', 'nonStriker'] as const;
const bowlerRole = 'bowler';

interface PlayersPromptProps {
  view: ScoringView;
  inPlay: WhoIsIn;
  onPick: (role: keyof WhoIsIn, player: string | null) => void;
}

/**
 * Asks for whoever the laws cannot know: the opening pair, the new batter after a wicket, the
 * next over's bowler (the last over's bowler is left out, and said so).
 */
export function PlayersPrompt({ view, inPlay, onPick }: PlayersPromptProps) {
  const t = useT();
  const { next } = view.score;
  if (next.matchOver) return null;
  const batterRoles = batterEnds.filter((role) => next[role] === null);
  if (batterRoles.length === 0 && next.bowler !== null) return null;
  const opening = batterRoles.length === 2;
  const choose = (role: keyof WhoIsIn, options: string[]) => (
    <NativeSelect
      key={role}
      size="md"
      label={role === 'bowler' ? t(m.nextBowler) : opening ? t(m[role]) : t(m.newBatter)}
      value={inPlay[role] ?? ''}
      onChange={(event) => onPick(role, event.currentTarget.value || null)}
      data={['', ...options]}
    />
  );
  return (
    <Alert variant="light" color="blue" title={t(m.pickPlayers)}>
      <Stack gap="sm">
        <Text size="sm">{t(m.pickPlayersHint)}</Text>
        {batterRoles.map((role) => {
          const other = role === 'striker' ? inPlay.nonStriker : inPlay.striker;
          return choose(
            role,
            view.batters.filter((player) => player !== other),
          );
        })}
        {next.bowler === null && choose(bowlerRole, view.bowlers)}
        {next.bowler === null && next.lastOverBowler && (
          <Text size="sm" c="dimmed">
            {t(m.barredBowler, { player: next.lastOverBowler })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
