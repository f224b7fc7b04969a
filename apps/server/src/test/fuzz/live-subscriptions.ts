import type { App } from '../../app';

/**
 * Counts the live-update subscriptions open right now, so the fuzzer can check that a stream
 * whose client hung up lets go of its subscription (and its heartbeat timer).
 */
export function watchLiveSubscriptions(app: App) {
  const hub = app.liveHub;
  const subscribe = hub.subscribe.bind(hub);
  let open = 0;
  hub.subscribe = (eventId, listener) => {
    open += 1;
    const unsubscribe = subscribe(eventId, listener);
    let closed = false;
    return () => {
      if (!closed) open -= 1;
      closed = true;
      unsubscribe();
    };
  };
  return {
    get open() {
      return open;
    },
    /** Waits (polling, at most `ms`) until no more than `count` are open; false if more stay. */
    async drained(count: number, ms: number): Promise<boolean> {
      const until = Date.now() + ms;
      while (open > count && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 5));
      return open <= count;
    },
  };
}
