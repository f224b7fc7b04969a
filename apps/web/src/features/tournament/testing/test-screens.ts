import { vi } from 'vitest';

/** A phone's width for this test: the narrow layout's media query matches (vitest restores it). */
export function stubNarrowScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(max-width: 767px)',
  }));
}

/**
 * Replaces EventSource for a test with streams the test signals itself: `signal('change')`
 * reaches every stream the screen opened. Restore with `restore()`.
 */
export function stubLiveStreams() {
  const streams: EventTarget[] = [];
  class FakeEventSource extends EventTarget {
    constructor() {
      super();
      streams.push(this);
    }
    close() {}
  }
  const original = globalThis.EventSource;
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    signal: (type: string) => {
      for (const stream of streams) stream.dispatchEvent(new Event(type));
    },
    restore: () => {
      vi.stubGlobal('EventSource', original);
    },
  };
}
