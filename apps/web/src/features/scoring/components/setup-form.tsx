import {
  Alert,
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lineupsInputSchema, type Match, type Team } from '@portal/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSaveSetup } from '../api/save-setup';
import { setupMessages as m } from './messages';

interface SetupFormProps {
  match: Match;
  teams: readonly Team[];
}

/** Before the first ball: each side's playing XI from its squad, and the toss if none is recorded. */
export function SetupForm({ match, teams }: SetupFormProps) {
  const t = useT();
  const save = useSaveSetup();
  const sides = [
    { key: 'team1', shortName: match.team1ShortName, name: match.team1Name },
    { key: 'team2', shortName: match.team2ShortName, name: match.team2Name },
  ] as const;
  const squad = (shortName: string) =>
    teams.find((team) => team.shortName === shortName)?.players ?? [];
  const [lineups, setLineups] = useState({
    team1: match.lineups?.team1 ?? squad(match.team1ShortName).slice(0, 11),
    team2: match.lineups?.team2 ?? squad(match.team2ShortName).slice(0, 11),
  });
  const [winner, setWinner] = useState(match.toss?.winner ?? '');
  const [decision, setDecision] = useState<'bat' | 'bowl'>(match.toss?.decision ?? 'bat');
  const [superOvers, setSuperOvers] = useState(match.format?.superOvers ?? false);
  const parsed = lineupsInputSchema.safeParse(lineups);
  const problems = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    save.mutate({
      matchId: match.id,
      // Super overs are asked for only when wanted; the format keeps the rest (issue 41).
      lineups: superOvers ? { ...parsed.data, format: { superOvers: true } } : parsed.data,
      toss: !match.toss && winner ? { winner, decision } : null,
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h3">
          {t(m.heading)}
        </Title>
        {sides.map((side) => {
          const players = squad(side.shortName);
          const error = problems[side.key];
          return players.length === 0 ? (
            <Alert key={side.key} color="yellow" variant="light">
              {t(m.noPlayers, { team: side.name })}
            </Alert>
          ) : (
            <Checkbox.Group
              key={side.key}
              label={t(m.lineup, { team: side.name })}
              description={t(m.lineupHint)}
              error={error ? t.text(error) : undefined}
              value={lineups[side.key]}
              onChange={(value) =>
                // Kept in squad order: the order the batters are listed in.
                setLineups((current) => ({
                  ...current,
                  [side.key]: players.filter((p) => value.includes(p)),
                }))
              }
            >
              <Stack gap={6} mt="xs">
                {players.map((player) => (
                  <Checkbox key={player} value={player} label={player} size="md" />
                ))}
              </Stack>
            </Checkbox.Group>
          );
        })}
        {!match.toss && (
          <>
            <NativeSelect
              label={t(m.tossWinner)}
              value={winner}
              onChange={(event) => setWinner(event.currentTarget.value)}
              data={[
                { value: '', label: '—' },
                ...sides.map((side) => ({ value: side.shortName, label: side.name })),
              ]}
              size="md"
            />
            {winner && (
              <Radio.Group
                label={t(m.tossDecision)}
                value={decision}
                onChange={(value) => setDecision(value as 'bat' | 'bowl')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="bat" label={t(m.bat)} size="md" />
                  <Radio value="bowl" label={t(m.bowl)} size="md" />
                </Stack>
              </Radio.Group>
            )}
          </>
        )}
        <Checkbox
          label={t(m.superOvers)}
          description={t(m.superOversHint)}
          checked={superOvers}
          onChange={(event) => setSuperOvers(event.currentTarget.checked)}
          size="md"
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title={t(m.saveError)}>
            <Text size="sm">{getErrorMessage(save.error)}</Text>
          </Alert>
        )}
        <Button type="submit" size="lg" loading={save.isPending} disabled={!parsed.success}>
          {t(m.start)}
        </Button>
      </Stack>
    </Paper>
  );
}
