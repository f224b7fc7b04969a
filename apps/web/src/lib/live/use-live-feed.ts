import { useEffect, useRef, useState } from 'react';
import type { LiveReason, LiveSnapshot } from './live-connection';
import { subscribeLive } from './shared-live';
import { tournamentApiPaths } from '../tournament-api-paths';

/**
 * The event's live feed while mounted: its latest snapshot (status, last update, score summary),
 * and `onUpdate` called on each change. Every caller in the browser shares one connection.
 */
export function useLiveFeed(
  eventId: string | undefined,
  { enabled = true, onUpdate }: { enabled?: boolean; onUpdate?: (reason: LiveReason) => void } = {},
) {
  const [snapshot, setSnapshot] = useState<LiveSnapshot | undefined>();
  const latestOnUpdate = useRef(onUpdate);
  // The newest callback, without reconnecting when a caller passes a new one each render.
  useEffect(() => {
    latestOnUpdate.current = onUpdate;
  });
  useEffect(() => {
    if (
      !eventId ||
      !enabled ||
      typeof fetch === 'undefined' ||
      typeof TextDecoderStream === 'undefined'
    )
      return;
    return subscribeLive(eventId, tournamentApiPaths.live(eventId), (next, reason) => {
      setSnapshot(next);
      latestOnUpdate.current?.(reason);
    });
  }, [eventId, enabled]);
  return snapshot;
}
