import { cricketLimits } from '@portal/contract';
import { Grid } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { CountField, PlayerField, ScoreTextField } from './score-inputs';
import { scoreMessages as m } from './score-messages';
import { ScoreRows } from './score-rows';

interface BowlingRowsProps {
  inningsIndex: number;
  /** The fielding side's squad, offered as names; any other name may be typed. */
  players: readonly string[];
}

/** The bowling figures against one innings. */
export function BowlingRows({ inningsIndex, players }: BowlingRowsProps) {
  const t = useT();
  return (
    <ScoreRows card="bowling" inningsIndex={inningsIndex}>
      {(base) => (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PlayerField name={`${base}.player`} label={t(m.player)} players={players} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <ScoreTextField
              name={`${base}.overs`}
              label={t(m.overs)}
              placeholder={t(m.oversExample)}
              inputMode="decimal"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <CountField
              name={`${base}.maidens`}
              label={t(m.maidens)}
              max={cricketLimits.oversPerInnings.max}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <CountField
              name={`${base}.runs`}
              label={t(m.runs)}
              max={cricketLimits.typedPlayerRuns}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <CountField
              name={`${base}.wickets`}
              label={t(m.wickets)}
              max={cricketLimits.wicketsPerInnings}
            />
          </Grid.Col>
        </>
      )}
    </ScoreRows>
  );
}
