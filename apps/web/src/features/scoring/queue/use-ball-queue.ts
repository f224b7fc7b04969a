import type { BallInput, LoggedBall } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getBallLogQueryOptions, type BallLog } from '../api/get-ball-log';
import { getScorerMatchQueryOptions } from '../api/get-match';
import { sendBall } from '../api/send-ball';
import { drainQueue, sendRetryDelay, type SendOutcome } from './drain-queue';
import { pendingStore } from './pending-store';

/** Where the waiting balls are: the screen's "Offline — 2 balls waiting" / "Sending…" line. */
export type QueuePhase = 'loading' | 'idle' | 'sending' | 'offline' | 'stopped';
export type QueueStop = Exclude<SendOutcome, { kind: 'accepted' | 'unreachable' }>;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The match's waiting balls (IndexedDB first, then the server in seq order): sent as soon as
 * they are added, again when the browser says it is online, and after a back-off while the
 * server cannot be reached. A conflict or a refusal stops sending until the scorer resolves it.
 */
export function useBallQueue(matchId: string) {
  const queryClient = useQueryClient();
  const store = useMemo(() => pendingStore(matchId), [matchId]);
  const [pending, setPending] = useState<BallInput[]>([]);
  const [phase, setPhase] = useState<QueuePhase>('loading');
  const [stop, setStop] = useState<QueueStop | null>(null);
  const running = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  // The sender calls itself again (a ball added mid-run, a retry after back-off) through this.
  const again = useRef<() => void>(() => undefined);

  const logKey = getBallLogQueryOptions(matchId).queryKey;
  const keepAccepted = useCallback(
    (ball: LoggedBall) => {
      queryClient.setQueryData<BallLog>(logKey, (log) =>
        log ? { ...log, balls: [...log.balls.filter((b) => b.seq !== ball.seq), ball] } : log,
      );
      setPending((waiting) => waiting.filter((b) => b.seq !== ball.seq));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from matchId
    [queryClient, matchId],
  );

  const send = useCallback(async () => {
    if (running.current || stopped.current) return;
    clearTimeout(timer.current);
    if (!isOnline()) return setPhase('offline');
    running.current = true;
    setPhase('sending');
    const result = await drainQueue(
      store,
      (ball) => sendBall(matchId, ball),
      (_, accepted) => keepAccepted(accepted),
    );
    running.current = false;
    if (result.kind === 'done') {
      attempt.current = 0;
      setPhase('idle');
      if (result.sent > 0)
        void queryClient.invalidateQueries({
          queryKey: getScorerMatchQueryOptions(matchId).queryKey,
          exact: true,
        });
      // A ball added while this run was sending is sent by the next run.
      if ((await store.list()).length > 0) again.current();
    } else if (result.outcome.kind === 'unreachable') {
      setPhase('offline');
      timer.current = setTimeout(() => again.current(), sendRetryDelay(attempt.current));
      attempt.current += 1;
    } else {
      stopped.current = true;
      // Show the server's side of it: its log is what the scorer resolves against.
      void queryClient.invalidateQueries({ queryKey: getBallLogQueryOptions(matchId).queryKey });
      setStop(result.outcome);
      setPhase('stopped');
    }
  }, [store, matchId, keepAccepted, queryClient]);

  useEffect(() => {
    again.current = () => void send();
  }, [send]);

  useEffect(() => {
    let live = true;
    void store.list().then((balls) => {
      if (!live) return;
      setPending(balls);
      setPhase('idle');
      if (balls.length > 0) void send();
    });
    const online = () => {
      attempt.current = 0;
      void send();
    };
    const offline = () => setPhase((current) => (current === 'stopped' ? current : 'offline'));
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      live = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [store, send]);

  /** Keeps the ball on the phone first, then tries to send it. */
  const add = useCallback(
    async (ball: BallInput) => {
      await store.add(ball);
      setPending((waiting) => [...waiting, ball]);
      void send();
    },
    [store, send],
  );

  /** Takes back the last waiting ball (never sent, so the server never hears of it). */
  const dropLast = useCallback(async () => {
    const last = pending.at(-1);
    if (!last) return;
    await store.remove(last.seq);
    setPending((waiting) => waiting.filter((b) => b.seq !== last.seq));
  }, [store, pending]);

  /** After a conflict: the waiting balls become `balls` (re-numbered, or none) and sending resumes. */
  const replace = useCallback(
    async (balls: BallInput[]) => {
      await store.replace(balls);
      setPending(balls);
      setStop(null);
      stopped.current = false;
      attempt.current = 0;
      setPhase('idle');
      void send();
    },
    [store, send],
  );

  return { pending, phase, stop, add, dropLast, replace };
}
