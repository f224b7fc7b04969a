import { canonicalZone } from '@portal/contract/zone-names';
import { useSyncExternalStore } from 'react';

// The reader's own zone, for the "(your time)" beside an event's venue time (issue 19). The
// server does not know it, so the server's render and the first client render (hydration) have
// none and show the venue's time alone; React renders again with it once the page is live.

let override: string | undefined;

/** The browser's IANA zone ("America/Toronto"), by its current name (Chrome says Asia/Calcutta). */
export function readerTimeZone(): string {
  return canonicalZone(override ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Tests set the reader's zone (and put it back) instead of relying on the machine's. */
export function overrideReaderTimeZone(zone: string | undefined): void {
  override = zone;
}

const subscribe = () => () => {};
const unknown = () => null;

/** The reader's zone once the page is live; null on the server and while hydrating. */
export function useReaderTimeZone(): string | null {
  return useSyncExternalStore<string | null>(subscribe, readerTimeZone, unknown);
}
