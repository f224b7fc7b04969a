import { Text, type TextProps } from '@mantine/core';
import type { Innings } from '@portal/contract';
import { formatInningsScore } from './tournament-format';

/** One innings as scoreboards print it: "RR 162/5 (20.0)". */
export function ScoreLine({ innings, ...props }: { innings: Innings } & TextProps) {
  return (
    <Text ff="monospace" fw={600} {...props}>
      {`${innings.battingTeam} ${formatInningsScore(innings)}`}
    </Text>
  );
}
