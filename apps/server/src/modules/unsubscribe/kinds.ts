import type { UnsubscribeKind } from '@portal/contract';
import type { Database } from '../../db/client';
import { turnAlertsOff } from '../opportunities/repository';

/**
 * What unsubscribing from each kind of email does. A later kind of email adds its name to the
 * contract's `unsubscribeKinds` and its line here; the link, the headers and the route are shared.
 */
export const unsubscribeActions: Record<
  UnsubscribeKind,
  (db: Database, userId: string) => Promise<void>
> = {
  'opportunity-alerts': turnAlertsOff,
};
