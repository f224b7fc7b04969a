import type { App } from '../../app';

/**
 * Counts the live viewers held right now (ADR 35: one feed per event, each viewer's stream held
 * by it), so the fuzzer can check that a stream whose client hung up is let go.
 */
export function watchLiveSubscriptions(app: App) {
  const feeds = app.liveFeeds;
  return {
    get open() {
      return feeds.viewerCount;
    },
    /** Waits (polling, at most `ms`) until no more than `count` are held; false if more stay. */
    async drained(count: number, ms: number): Promise<boolean> {
      const until = Date.now() + ms;
      while (feeds.viewerCount > count && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 5));
      return feeds.viewerCount <= count;
    },
  };
}
