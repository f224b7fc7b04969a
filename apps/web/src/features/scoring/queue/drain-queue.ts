import { checkNextBall, type BallInput, type BallProblem, type MatchSetup } from '@portal/contract';
import type { PendingStore } from './pending-store';

// Sending the waiting balls, apart from storage and React so each rule is tested on its own:
// strictly in seq order, one at a time, stopping at the first ball the server does not take.

/** What the server said to one ball. */
export type SendOutcome<Accepted = unknown> =
  /** 201, or 200: the same seq and ball were already counted (a retry after a lost answer). */
  | { kind: 'accepted'; accepted: Accepted }
  /** 409: another scorer's ball has this seq, or ours skipped ahead. */
  | { kind: 'conflict'; message: string }
  /** 400: the laws refuse the ball after what the server holds (e.g. another scorer's balls). */
  | { kind: 'refused'; message: string }
  /** 401/403: this person may not score the match (any more). */
  | { kind: 'forbidden'; message: string }
  /** No answer, or the server could not take it now (5xx, 503): try again later. */
  | { kind: 'unreachable' };

export type DrainResult =
  | { kind: 'done'; sent: number }
  | {
      kind: 'stopped';
      sent: number;
      ball: BallInput;
      outcome: Exclude<SendOutcome, { kind: 'accepted' }>;
    };

/**
 * Sends the store's balls in seq order. A ball leaves the store only once the server has it
 * (201 or 200); the first other answer stops the run with that ball still waiting, so nothing
 * is lost and nothing is sent out of order.
 */
export async function drainQueue<Accepted>(
  store: PendingStore,
  send: (ball: BallInput) => Promise<SendOutcome<Accepted>>,
  onSent: (ball: BallInput, accepted: Accepted) => void = () => undefined,
): Promise<DrainResult> {
  let sent = 0;
  for (const ball of await store.list()) {
    const outcome = await send(ball);
    if (outcome.kind !== 'accepted') return { kind: 'stopped', sent, ball, outcome };
    await store.remove(ball.seq);
    sent += 1;
    onSent(ball, outcome.accepted);
  }
  return { kind: 'done', sent };
}

/** Back-off between tries while the server cannot be reached: 1 s, 2 s, 4 s… at most 30 s. */
export const sendRetryDelay = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));

export type Reapplied =
  { kind: 'ok'; balls: BallInput[] } | { kind: 'refused'; ball: BallInput; problem: BallProblem };

/**
 * After a conflict: the waiting balls moved to follow the server's log (new seqs from the
 * server's next), each checked by the laws against it. The first that no longer fits is
 * reported, so the scorer decides; nothing is dropped here.
 */
export function reapplyPending(
  setup: MatchSetup,
  serverBalls: readonly BallInput[],
  pending: readonly BallInput[],
): Reapplied {
  const log = [...serverBalls];
  const moved: BallInput[] = [];
  let seq = (serverBalls.at(-1)?.seq ?? 0) + 1;
  for (const ball of pending) {
    const candidate = { ...ball, seq };
    const problem = checkNextBall(setup, log, candidate);
    if (problem) return { kind: 'refused', ball: candidate, problem };
    log.push(candidate);
    moved.push(candidate);
    seq += 1;
  }
  return { kind: 'ok', balls: moved };
}
