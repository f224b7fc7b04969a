import type { Database } from '../../db/client';
import { listDraftSpans } from './repository';

/** Where a draft sits in the events' order: enough to tell whether it could be on a page. */
export interface DraftSpan {
  id: string;
  startsAt: number;
  endsAt: number;
}

interface Loaded {
  generation: number;
  loadedAt: number;
  byChannel: Map<string, DraftSpan[]>;
}

/**
 * Every channel's drafts, by channel, read at most once a second and again after any change this
 * process makes: the same freshness as the public copies they are checked against (another
 * process's new draft shows within that second, as its published events do). Drafts are few; one
 * read of them all costs less than one manager's list.
 */
export class DraftIndex {
  private loaded: Loaded | undefined;
  private loading: { generation: number; done: Promise<Loaded> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly generation: () => number,
    private readonly ttlMs = 1_000,
  ) {}

  /** The drafts of these channels. */
  async of(channelIds: readonly string[]): Promise<DraftSpan[]> {
    const { byChannel } = await this.current();
    return channelIds.flatMap((id) => byChannel.get(id) ?? []);
  }

  private async current(): Promise<Loaded> {
    const loaded = this.loaded;
    const fresh =
      loaded?.generation === this.generation() && Date.now() - loaded.loadedAt < this.ttlMs;
    if (fresh) return loaded;
    // A read begun before this process's latest change may miss it (the reader's own new draft).
    if (this.loading?.generation !== this.generation()) {
      const loading = { generation: this.generation(), done: this.load() };
      this.loading = loading;
      void loading.done
        .finally(() => {
          if (this.loading === loading) this.loading = undefined;
        })
        .catch(() => undefined);
    }
    return this.loading.done;
  }

  private async load(): Promise<Loaded> {
    const generation = this.generation();
    const loadedAt = Date.now();
    const byChannel = new Map<string, DraftSpan[]>();
    for (const row of await listDraftSpans(this.db)) {
      const span = { id: row.id, startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() };
      const spans = byChannel.get(row.channelId);
      if (spans) spans.push(span);
      else byChannel.set(row.channelId, [span]);
    }
    const loaded = { generation, loadedAt, byChannel };
    this.loaded = loaded;
    return loaded;
  }
}
