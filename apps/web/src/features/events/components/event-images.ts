import type { PortalEvent } from '../../../lib/event-queries';
import { safeImageSrc } from '../../../lib/safe-url';

export interface EventImage {
  src: string;
  alt: string;
}

/** Shown when an event has no pictures of its own (spec screen 5, DESIGN §5.13). */
export const stockImages: readonly EventImage[] = [
  {
    src: '/images/stock/stock-1.svg',
    alt: 'Illustration: neighbours gathered at an outdoor event',
  },
  { src: '/images/stock/stock-2.svg', alt: 'Illustration: an audience in front of a stage' },
  { src: '/images/stock/stock-3.svg', alt: 'Illustration: people sharing a meal at long tables' },
];

/** Listing cards show at most three slides (spec §9). */
export const cardImageLimit = 3;

/** The event's own pictures, cover first, without duplicates; the stock set when it has none. */
export function eventImages(
  event: Pick<PortalEvent, 'title' | 'imageUrl' | 'images'>,
): EventImage[] {
  const sources = [...new Set([event.imageUrl, ...event.images].map(safeImageSrc))].filter(
    (src): src is string => src !== undefined,
  );
  if (sources.length === 0) return [...stockImages];
  return sources.map((src, index) => ({
    src,
    alt: `${event.title}, photo ${index + 1} of ${sources.length}`,
  }));
}

/** Whether the event has any pictures of its own (the gallery page lists only those). */
export function hasOwnImages(event: Pick<PortalEvent, 'imageUrl' | 'images'>): boolean {
  return [event.imageUrl, ...event.images].some((src) => safeImageSrc(src) !== undefined);
}
