import { checkNextBall, type BallInput, type BallProblem, type Match } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { getBallLogQueryOptions, type BallLog } from '../api/get-ball-log';
import { getScorerMatchQueryOptions } from '../api/get-match';
import { undoLastBall } from '../api/undo-ball';
import { reapplyPending } from '../queue/drain-queue';
import { useBallQueue } from '../queue/use-ball-queue';
import { inputOf, setupOf } from './match-setup';
import { scoringView, whoIsIn, type WhoIsIn } from './scoring-state';

/** What one button press adds to the next ball: its runs, extra and wicket. */
export type BallParts = Pick<BallInput, 'runs' | 'extra' | 'wicket'>;

export type ScoringNotice =
  | { kind: 'problem'; problem: BallProblem }
  /** After a conflict, one of this phone's balls no longer fits after the server's. */
  | { kind: 'reapplyRefused'; seq: number; problem: BallProblem }
  | { kind: 'undoOffline' }
  | { kind: 'undoFailed'; message: string };

const nobody: WhoIsIn = { striker: null, nonStriker: null, bowler: null };

/**
 * The scorer's state: the server's log plus this phone's waiting balls, read by the laws engine
 * at every press, so the screen answers at once and the same with no signal.
 */
export function useScoring(match: Match, log: BallLog) {
  const queryClient = useQueryClient();
  const queue = useBallQueue(match.id);
  const [picked, setPicked] = useState<WhoIsIn>(nobody);
  const [swapped, setSwapped] = useState(false);
  const [notice, setNotice] = useState<ScoringNotice | null>(null);
  const setup = setupOf(match);

  const served = useMemo(() => log.balls.map(inputOf), [log.balls]);
  const lastServed = served.at(-1)?.seq ?? 0;
  const waiting = queue.pending.filter((ball) => ball.seq > lastServed);
  const balls = [...served, ...waiting];
  const view = setup ? scoringView(setup, balls) : null;
  const inPlay = view ? whoIsIn(view, picked, swapped) : nobody;

  const afterBall = () => {
    setPicked(nobody);
    setSwapped(false);
  };

  const record = (parts: BallParts): boolean => {
    if (!setup || !view || !inPlay.striker || !inPlay.nonStriker || !inPlay.bowler) return false;
    const ball: BallInput = {
      seq: (balls.at(-1)?.seq ?? 0) + 1,
      innings: view.score.next.innings,
      striker: inPlay.striker,
      nonStriker: inPlay.nonStriker,
      bowler: inPlay.bowler,
      ...parts,
    };
    const problem = checkNextBall(setup, balls, ball);
    if (problem) {
      setNotice({ kind: 'problem', problem });
      return false;
    }
    setNotice(null);
    afterBall();
    void queue.add(ball);
    return true;
  };

  const refreshFromServer = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getBallLogQueryOptions(match.id).queryKey }),
      queryClient.invalidateQueries({
        queryKey: getScorerMatchQueryOptions(match.id).queryKey,
        exact: true,
      }),
    ]);
  };

  const undo = async () => {
    setNotice(null);
    afterBall();
    if (waiting.length > 0) return queue.dropLast();
    if (served.length === 0) return;
    if (!navigator.onLine) return setNotice({ kind: 'undoOffline' });
    try {
      await undoLastBall(match.id);
      await refreshFromServer();
    } catch (error) {
      setNotice({ kind: 'undoFailed', message: getErrorMessage(error) });
    }
  };

  /** The scorer's answer to a conflict: the server's log, then the waiting balls or none. */
  const resolve = async (keepMine: boolean) => {
    await refreshFromServer();
    const fresh = queryClient.getQueryData<BallLog>(getBallLogQueryOptions(match.id).queryKey);
    if (!keepMine || !setup || !fresh) return queue.replace([]);
    const result = reapplyPending(setup, fresh.balls.map(inputOf), queue.pending);
    if (result.kind === 'refused') {
      setNotice({ kind: 'reapplyRefused', seq: result.ball.seq, problem: result.problem });
      return;
    }
    await queue.replace(result.balls);
  };

  return {
    setup,
    view,
    inPlay,
    waiting,
    queue,
    notice,
    canUndo: balls.length > 0,
    record,
    undo,
    resolve,
    swapStrike: () => setSwapped((value) => !value),
    pick: (role: keyof WhoIsIn, player: string | null) =>
      setPicked((current) => ({ ...current, [role]: player })),
  };
}
