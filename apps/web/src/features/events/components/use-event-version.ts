import { useContentVersion } from '../../../lib/content-version';
import type { PortalEvent } from '../../../lib/event-queries';

/** The title and description the reader sees: their language's version, else the original. */
export function useEventVersion(event: PortalEvent) {
  return useContentVersion(
    { title: event.title, description: event.description },
    event.translations,
  );
}
