import type { PortalEvent } from '@portal/contract';
import type { Translate } from '../../../i18n/i18n-provider';
import { eventCommonMessages } from './messages';

/** "12 / 100 seats taken", or "12 seats taken (no limit)" for an event without a capacity. */
export function seatsSummary(
  t: Translate,
  event: Pick<PortalEvent, 'seatsTaken' | 'capacity'>,
): string {
  return event.capacity === null
    ? t(eventCommonMessages.seatsNoLimit, { taken: event.seatsTaken })
    : t(eventCommonMessages.seatsOfCapacity, { taken: event.seatsTaken, capacity: event.capacity });
}
