import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveHub } from './live';
import { loadLiveState, type LoadedLiveState } from './live-state';

export interface LiveFeedOptions {
  /** Viewers this process holds at most; the next is refused with 503 + Retry-After. */
  maxViewers: number;
  /** How long a state read for a change also answers new viewers (visibility can change quietly). */
  stateTtlMs?: number;
  /** Messages kept per event for a reconnect's Last-Event-ID. */
  ringSize?: number;
  heartbeatMs?: number;
}

interface Message {
  seq: number;
  bytes: Buffer;
  /** The same as one chunk of a chunked response, for writing straight to the socket. */
  framed: Buffer;
}

const message = (seq: number, text: string): Message => {
  const bytes = Buffer.from(text);
  const framed = Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return { seq, bytes, framed };
};

/** A held viewer: its response, and the socket the fan-out writes to. */
interface Held {
  response: ServerResponse;
  socket: Socket;
  chunked: boolean;
}

/** One event's viewers, its state as last read, and its recent messages. */
interface EventFeed {
  eventId: string;
  viewers: Set<Held>;
  loaded?: LoadedLiveState;
  loadedAt: number;
  loading?: Promise<LoadedLiveState>;
  /** A change arrived while reading: read again once this read ends, and tell the viewers. */
  stale: boolean;
  announce: boolean;
  /** The current state as a first message, serialised once per state. */
  stateMessage?: Message;
  recent: Message[];
  unsubscribe: () => void;
}

/** A slow reader's unsent backlog past which it is cut off (it reconnects and resumes). */
const MAX_BACKLOG_BYTES = 256 * 1024;
const PING = message(0, ': ping\n\n');

/**
 * The live feeds of this process (issue 23): per event, the state every viewer is shown, read
 * from the database once per change (NOTIFY through the LiveHub) and never per viewer, and each
 * message serialised once and written to every stream. Ids are this process's epoch and a
 * sequence number, so a viewer coming back with Last-Event-ID gets what it missed from the
 * recent messages, or the whole state when those no longer reach back that far.
 */
export class LiveFeeds {
  private readonly feeds = new Map<string, EventFeed>();
  private readonly epoch = Date.now().toString(36);
  private seq = 0;
  private held = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly stateTtlMs: number;
  private readonly ringSize: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly db: Database,
    private readonly hub: LiveHub,
    private readonly log: FastifyBaseLogger,
    private readonly options: LiveFeedOptions,
  ) {
    this.stateTtlMs = options.stateTtlMs ?? 10_000;
    this.ringSize = options.ringSize ?? 64;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
  }

  get viewerCount() {
    return this.held;
  }

  get full() {
    return this.held >= this.options.maxViewers;
  }

  /** The event's state from memory; read (once, however many ask) when absent or too old. */
  async current(eventId: string): Promise<LoadedLiveState> {
    const feed = this.feedOf(eventId);
    // Listen before reading, so no change falls between the read and the first notification.
    await this.hub.ensureListening();
    if (feed.loaded && Date.now() - feed.loadedAt < this.stateTtlMs) return feed.loaded;
    return this.read(feed, false);
  }

  /**
   * Holds `stream` for the event: first the state (or, resuming from `lastEventId`, only what it
   * missed), then every change until the viewer hangs up.
   */
  attach(eventId: string, stream: ServerResponse, lastEventId: string | undefined) {
    const feed = this.feedOf(eventId);
    for (const missed of this.resume(feed, lastEventId)) stream.write(missed.bytes);
    // Updates skip the response's own framing (a cost per write, per viewer) for the socket, with
    // each message framed once; the response wrote its headers and first chunks just above.
    const held: Held = {
      response: stream,
      socket: stream.socket!,
      chunked: (stream as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding === true,
    };
    feed.viewers.add(held);
    this.held += 1;
    stream.once('close', () => {
      if (feed.viewers.delete(held)) this.held -= 1;
    });
    if (stream.destroyed) stream.emit('close');
  }

  stop() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const feed of this.feeds.values()) {
      feed.unsubscribe();
      for (const held of feed.viewers) held.response.end();
    }
    this.feeds.clear();
  }

  private resume(feed: EventFeed, lastEventId: string | undefined): Message[] {
    const [epoch, seqText] = (lastEventId ?? '').split('.');
    const seen = Number(seqText);
    const oldest = feed.recent[0];
    if (epoch === this.epoch && Number.isInteger(seen) && oldest && seen >= oldest.seq)
      return feed.recent.filter((message) => message.seq > seen);
    return feed.stateMessage ? [feed.stateMessage] : [];
  }

  private feedOf(eventId: string): EventFeed {
    const feed = this.feeds.get(eventId);
    if (feed) return feed;
    const created: EventFeed = {
      eventId,
      viewers: new Set(),
      loadedAt: 0,
      stale: false,
      announce: false,
      recent: [],
      unsubscribe: () => undefined,
    };
    created.unsubscribe = this.hub.subscribe(eventId, () => void this.read(created, true));
    this.feeds.set(eventId, created);
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs).unref();
    return created;
  }

  /**
   * Forgets events nobody has watched since the last beat (and ids asked for that never got a
   * viewer), keeping a feed and its recent messages across a moment's reconnect.
   */
  private sweep() {
    for (const feed of this.feeds.values()) {
      // Read a moment ago: its viewer may be about to attach.
      const justRead = Date.now() - feed.loadedAt < this.heartbeatMs;
      if (feed.viewers.size > 0 || feed.loading || justRead) continue;
      feed.unsubscribe();
      this.feeds.delete(feed.eventId);
    }
  }

  /** One read for everyone waiting; `changed` (a NOTIFY) sends the result to every viewer. */
  private read(feed: EventFeed, changed: boolean): Promise<LoadedLiveState> {
    if (feed.loading) {
      if (changed) feed.stale = feed.announce = true;
      return feed.loading;
    }
    feed.loading = (async () => {
      try {
        let loaded: LoadedLiveState;
        do {
          feed.stale = false;
          loaded = await loadLiveState(this.db, feed.eventId);
        } while (feed.stale);
        const announce = changed || feed.announce;
        feed.announce = false;
        const before = feed.loaded && JSON.stringify(feed.loaded.state.matches);
        feed.loaded = loaded;
        feed.loadedAt = Date.now();
        const moved = before !== JSON.stringify(loaded.state.matches);
        if (!feed.stateMessage || announce || moved) this.publish(feed, loaded, Boolean(before));
        return loaded;
      } finally {
        feed.loading = undefined;
      }
    })();
    // A failed read on a change is logged; the next change or viewer reads again.
    if (changed)
      feed.loading.catch((error: unknown) =>
        this.log.warn({ err: error, eventId: feed.eventId }, 'could not read the live state'),
      );
    return feed.loading;
  }

  /** Serialises the state once, as the first message for new viewers and a change for the rest. */
  private publish(feed: EventFeed, loaded: LoadedLiveState, toViewers: boolean) {
    this.seq += 1;
    const id = `${this.epoch}.${this.seq}`;
    const data = JSON.stringify(loaded.state);
    feed.stateMessage = message(this.seq, `id: ${id}\nevent: state\ndata: ${data}\n\n`);
    const change = message(this.seq, `id: ${id}\nevent: change\ndata: ${data}\n\n`);
    feed.recent.push(change);
    if (feed.recent.length > this.ringSize) feed.recent.shift();
    if (!toViewers) return;
    for (const held of feed.viewers) this.send(held, change);
  }

  private send(held: Held, sent: Message) {
    // A viewer that reads nothing would hold its backlog in our memory for ever: cut it off; its
    // browser reconnects with Last-Event-ID and resumes.
    if (held.socket.writableLength > MAX_BACKLOG_BYTES) held.response.destroy();
    else held.socket.write(held.chunked ? sent.framed : sent.bytes);
  }

  /** A comment now and then keeps idle connections open through proxies and load balancers. */
  private beat() {
    this.sweep();
    for (const feed of this.feeds.values()) for (const held of feed.viewers) this.send(held, PING);
  }
}
