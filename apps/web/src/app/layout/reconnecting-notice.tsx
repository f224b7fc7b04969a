import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  isReconnecting,
  setReconnecting,
  subscribeToConnection,
} from '../../lib/connection-status';
import { useT } from '../../i18n/i18n-provider';
import { apiPaths } from '../../lib/paths';
import { shellMessages } from './messages';
import classes from './reconnecting-notice.module.css';

/**
 * A small "Reconnecting…" at the foot of the screen while the server cannot reach its database
 * (an API answer said 503 "unavailable" or came from a last good copy), instead of an error
 * page. Meanwhile it asks /api/health now and then; once the database is back it goes, and the
 * screens fetch what they show afresh. A status (role="status"): screen readers announce it
 * without taking the reader away from what they were doing.
 */
export function ReconnectingNotice({ checkEveryMs = 3_000 }: { checkEveryMs?: number }) {
  const reconnecting = useSyncExternalStore(subscribeToConnection, isReconnecting, () => false);
  const queryClient = useQueryClient();
  const wasReconnecting = useRef(false);
  const t = useT();

  useEffect(() => {
    if (!reconnecting) {
      // Back: what the screens show may be a stale copy, or an error they gave up on.
      if (wasReconnecting.current) void queryClient.invalidateQueries();
      wasReconnecting.current = false;
      return;
    }
    wasReconnecting.current = true;
    const timer = setInterval(() => {
      void fetch(apiPaths.health, { cache: 'no-store' }).then(
        (health) => health.ok && setReconnecting(false),
        () => undefined,
      );
    }, checkEveryMs);
    return () => clearInterval(timer);
  }, [reconnecting, queryClient, checkEveryMs]);

  // Only while reconnecting: screens have role="status" messages of their own to be found by.
  if (!reconnecting) return null;
  return (
    <div role="status" className={classes.region}>
      <span className={classes.notice}>{t(shellMessages.reconnecting)}</span>
    </div>
  );
}
