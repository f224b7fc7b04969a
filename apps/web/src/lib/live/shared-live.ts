import {
  connectLive,
  type LiveListener,
  type LiveReason,
  type LiveSnapshot,
} from './live-connection';

// One live connection per event for the whole browser, not per component or per tab (issue 23):
// in a page, every subscriber shares one connection; across tabs, the tab that holds the Web
// Lock for the event (the leader) connects and passes each snapshot to the others over a
// BroadcastChannel, so the browser's six connections per host stay free for navigation. When the
// leader's tab closes, its lock passes to a waiting tab, which connects and resumes.

type Relay = { type: 'snapshot'; snapshot: LiveSnapshot; reason: LiveReason } | { type: 'hello' };

interface PageFeed {
  listeners: Set<LiveListener>;
  latest?: LiveSnapshot;
  stop: () => void;
}

const feeds = new Map<string, PageFeed>();

const sharingSupported = () =>
  typeof BroadcastChannel !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  typeof navigator.locks?.request === 'function';

/** Starts the page's feed for `key`: the leader connects, a follower listens to the leader. */
function start(key: string, url: string, feed: PageFeed): () => void {
  const deliver = (snapshot: LiveSnapshot, reason: LiveReason) => {
    feed.latest = snapshot;
    for (const listener of feed.listeners) listener(snapshot, reason);
  };
  if (!sharingSupported()) return connectLive(url, deliver);

  const channel = new BroadcastChannel(`portal-live:${key}`);
  let leading = false;
  let disconnect: (() => void) | undefined;
  let releaseLock: (() => void) | undefined;
  const stopped = new AbortController();
  channel.onmessage = ({ data }: MessageEvent<Relay>) => {
    if (data.type === 'hello' && leading && feed.latest)
      channel.postMessage({
        type: 'snapshot',
        snapshot: feed.latest,
        reason: 'status',
      } satisfies Relay);
    else if (data.type === 'snapshot' && !leading) deliver(data.snapshot, data.reason);
  };
  // Ask a leader, if there is one, for what it has now; it answers with its latest snapshot.
  channel.postMessage({ type: 'hello' } satisfies Relay);
  navigator.locks
    .request(`portal-live:${key}`, { signal: stopped.signal }, () => {
      leading = true;
      disconnect = connectLive(url, (snapshot, reason) => {
        deliver(snapshot, reason);
        channel.postMessage({ type: 'snapshot', snapshot, reason } satisfies Relay);
      });
      // Held until this page stops: then the next waiting tab takes over.
      return new Promise<void>((resolve) => (releaseLock = resolve));
    })
    .catch(() => undefined); // aborted while waiting: this page left before leading
  return () => {
    stopped.abort();
    disconnect?.();
    releaseLock?.();
    channel.close();
  };
}

/**
 * Subscribes to the live feed at `url` (one event's); `key` names it across tabs. The listener
 * gets the latest snapshot at once, if there is one, then each one after.
 */
export function subscribeLive(key: string, url: string, listener: LiveListener): () => void {
  let feed = feeds.get(key);
  if (!feed) {
    const created: PageFeed = { listeners: new Set(), stop: () => undefined };
    feeds.set(key, created);
    created.stop = start(key, url, created);
    feed = created;
  }
  feed.listeners.add(listener);
  if (feed.latest) listener(feed.latest, 'status');
  const own = feed;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    own.stop();
    feeds.delete(key);
  };
}
