import type { CricsheetWicketKind, WicketKind } from '@portal/contract';

// Cricsheet's dismissal words and ours. Caught and bowled is our "caught" with the bowler as
// the fielder; a retirement that is not out (hurt, not out) is our "retired", which lets the
// batter come back; "retired out" is a wicket to no bowler (Law 25.4.3).

const fromCricsheet: Partial<Record<CricsheetWicketKind, WicketKind>> = {
  bowled: 'bowled',
  caught: 'caught',
  'caught and bowled': 'caught',
  lbw: 'lbw',
  stumped: 'stumped',
  'run out': 'runout',
  'hit wicket': 'hitwicket',
  'retired hurt': 'retired',
  'retired not out': 'retired',
  'obstructing the field': 'obstructing',
  'timed out': 'timedout',
  'handled the ball': 'handled',
  'retired out': 'retiredout',
  'hit the ball twice': 'hitballtwice',
};

const toCricsheet: Record<WicketKind, CricsheetWicketKind> = {
  bowled: 'bowled',
  caught: 'caught',
  lbw: 'lbw',
  stumped: 'stumped',
  runout: 'run out',
  hitwicket: 'hit wicket',
  retired: 'retired hurt',
  obstructing: 'obstructing the field',
  timedout: 'timed out',
  handled: 'handled the ball',
  retiredout: 'retired out',
  hitballtwice: 'hit the ball twice',
};

export const ourWicketKind = (kind: CricsheetWicketKind): WicketKind | undefined =>
  fromCricsheet[kind];

export function cricsheetWicketKind(kind: WicketKind, fielder: string | null, bowler: string) {
  return kind === 'caught' && fielder === bowler ? 'caught and bowled' : toCricsheet[kind];
}

/** Kinds that are not a delivery of their own in our log, but sit on one in Cricsheet's. */
export const offTheBall = (kind: WicketKind) =>
  kind === 'retired' || kind === 'retiredout' || kind === 'timedout';
