import { cricketLimits } from '@portal/contract';
import { Grid } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { CountField, PlayerField, ScoreTextField } from './score-inputs';
import { scoreMessages as m } from './score-messages';
import { ScoreRows } from './score-rows';

interface BattingRowsProps {
  inningsIndex: number;
  /** The batting side's squad, offered as names; any other name may be typed. */
  players: readonly string[];
}

/** The batting card of one innings. */
export function BattingRows({ inningsIndex, players }: BattingRowsProps) {
  const t = useT();
  return (
    <ScoreRows card="batting" inningsIndex={inningsIndex}>
      {(base) => (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PlayerField name={`${base}.player`} label={t(m.player)} players={players} />
          </Grid.Col>
          <Grid.Col span={{ base: 3, sm: 1.5 }}>
            <CountField
              name={`${base}.runs`}
              label={t(m.runs)}
              max={cricketLimits.typedPlayerRuns}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 3, sm: 1.5 }}>
            <CountField
              name={`${base}.balls`}
              label={t(m.balls)}
              max={cricketLimits.typedBallsFaced}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 3, sm: 1.5 }}>
            <CountField
              name={`${base}.fours`}
              label={t(m.fours)}
              max={cricketLimits.typedBallsFaced}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 3, sm: 1.5 }}>
            <CountField
              name={`${base}.sixes`}
              label={t(m.sixes)}
              max={cricketLimits.typedBallsFaced}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <ScoreTextField name={`${base}.howOut`} label={t(m.howOut)} placeholder={t(m.notOut)} />
          </Grid.Col>
        </>
      )}
    </ScoreRows>
  );
}
