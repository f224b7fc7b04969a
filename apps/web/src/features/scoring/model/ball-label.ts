import type { BallInput } from '@portal/contract';

// The short marks scorers write in the over's boxes: "•" a dot, "4", "W", "1wd", "nb+2", "2lb".
// Cricket's own notation, the same in every language the portal speaks.

export function ballMark(ball: BallInput): string {
  if (ball.wicket && ball.wicket.kind !== 'retired') return ball.runs ? `W+${ball.runs}` : 'W';
  const extra = ball.extra;
  if (!extra) return ball.runs === 0 ? '•' : String(ball.runs);
  switch (extra.type) {
    case 'wide':
      return `${1 + extra.runs}wd`;
    case 'noball':
      return ball.runs + extra.runs > 0 ? `nb+${ball.runs + extra.runs}` : 'nb';
    case 'bye':
      return `${ball.runs + extra.runs}b`;
    case 'legbye':
      return `${ball.runs + extra.runs}lb`;
    case 'penalty':
      return `${extra.runs}p`;
  }
}
