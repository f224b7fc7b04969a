import type { PhotoVariants } from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { formatMessage } from '../../../i18n/active-language';
import type { PortalEvent } from '../../../lib/event-queries';
import type { PhotoSource } from '../../../components/responsive-photo';
import { safeImageSrc } from '../../../lib/safe-url';
import { eventGalleryMessages as messages } from '../event-gallery-messages';

export interface EventImage {
  src: string;
  alt: string;
  /** The cover uploaded through the media pipeline: its variants and blur (responsive-photo). */
  photo?: PhotoSource | undefined;
}

/** Shown when an event has no pictures of its own (spec screen 5, DESIGN §5.13). */
export const stockImages: readonly { src: string; alt: MessageDescriptor }[] = [
  { src: '/images/stock/stock-1.svg', alt: messages.stock1 },
  { src: '/images/stock/stock-2.svg', alt: messages.stock2 },
  { src: '/images/stock/stock-3.svg', alt: messages.stock3 },
];

/** Listing cards show at most three slides (spec §9). */
export const cardImageLimit = 3;

/**
 * The event's own pictures, cover first, without duplicates; the stock set when it has none.
 * Called while rendering: the alt texts are in the reader's language, named by `title` (the
 * version of the event's title the reader sees).
 */
export function eventImages(
  event: Pick<PortalEvent, 'title' | 'imageUrl' | 'images' | 'coverPhoto' | 'imagePhotos'>,
  title: string = event.title,
): EventImage[] {
  const sources = [...new Set([event.imageUrl, ...event.images].map(safeImageSrc))].filter(
    (src): src is string => src !== undefined,
  );
  if (sources.length === 0) return stockEventImages();
  const cover = safeImageSrc(event.imageUrl);
  return sources.map((src, index) => ({
    src,
    alt: formatMessage(messages.photoAlt, { title, index: index + 1, count: sources.length }),
    photo: photoAt(src, src === cover ? event.coverPhoto : event.imagePhotos?.[src]),
  }));
}

function photoAt(url: string, variants: PhotoVariants | null | undefined): PhotoSource | undefined {
  return variants ? { url, ...variants } : undefined;
}

/** Whether the event has any pictures of its own (the gallery page lists only those). */
export function hasOwnImages(event: Pick<PortalEvent, 'imageUrl' | 'images'>): boolean {
  return [event.imageUrl, ...event.images].some((src) => safeImageSrc(src) !== undefined);
}

/** The stock set, in the reader's language. */
export function stockEventImages(): EventImage[] {
  return stockImages.map(({ src, alt }) => ({ src, alt: formatMessage(alt) }));
}
