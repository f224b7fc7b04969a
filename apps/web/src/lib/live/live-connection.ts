import type { LiveState } from '@portal/contract';
import { readSse, SseRefused } from './sse-stream';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** What every subscriber of one event's live feed sees. */
export interface LiveSnapshot {
  status: LiveStatus;
  /** When the last message arrived (ISO 8601), shown as "last update". */
  lastUpdate?: string;
  state?: LiveState;
}

/**
 * Why a snapshot was sent: a new connection's first state, a change, a state that replaced a
 * gap too old to replay (so anything may have changed), or only the status.
 */
export type LiveReason = 'state' | 'change' | 'resync' | 'status';
export type LiveListener = (snapshot: LiveSnapshot, reason: LiveReason) => void;

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before the `attempt`th reconnect: doubling from a second up to thirty, each
 * drawn at random from its upper half, so a restarted server does not get every viewer back in
 * the same second. A refusal's Retry-After is a floor, spread the same way.
 */
export function reconnectDelay(attempt: number, retryAfterMs = 0, random = Math.random) {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  const backoff = ceiling / 2 + random() * (ceiling / 2);
  return Math.max(backoff, retryAfterMs * (1 + random()));
}

/**
 * One event's live feed for this tab: connects, hands each message on, and reconnects after a
 * drop or refusal with back-off and jitter, resuming from the last message's id.
 */
export function connectLive(url: string, listener: LiveListener): () => void {
  const abort = new AbortController();
  let snapshot: LiveSnapshot = { status: 'connecting' };
  let lastEventId: string | undefined;
  let connections = 0;
  const emit = (next: Partial<LiveSnapshot>, reason: LiveReason) => {
    snapshot = { ...snapshot, ...next };
    listener(snapshot, reason);
  };

  void (async () => {
    let attempt = 0;
    while (!abort.signal.aborted) {
      let retryAfterMs: number | undefined;
      try {
        await readSse(url, {
          lastEventId,
          signal: abort.signal,
          onOpen: () => {
            attempt = 0;
            connections += 1;
            emit({ status: 'live' }, 'status');
          },
          onMessage: (message) => {
            if (message.event !== 'state' && message.event !== 'change') return;
            lastEventId = message.id ?? lastEventId;
            const state = JSON.parse(message.data) as LiveState;
            const reason =
              message.event === 'change' ? 'change' : connections > 1 ? 'resync' : 'state';
            emit({ state, lastUpdate: new Date().toISOString() }, reason);
          },
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof SseRefused) retryAfterMs = error.retryAfterMs;
      }
      if (abort.signal.aborted) return;
      emit({ status: 'reconnecting' }, 'status');
      await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt, retryAfterMs)));
      attempt += 1;
    }
  })();
  return () => abort.abort();
}
