import type { Registration, RegistrationStatus } from '@portal/contract';

export type SortKey = 'name' | 'registrationDate' | 'status';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const defaultSort: SortState = { key: 'registrationDate', direction: 'ascending' };

// Who is coming first, then who might, then who will not.
const statusRank: Record<RegistrationStatus, number> = {
  checked_in: 0,
  confirmed: 1,
  awaiting_payment: 2,
  waitlisted: 3,
  expired: 4,
  refunded: 5,
  cancelled: 6,
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: Registration, b: Registration, key: SortKey): number {
  if (key === 'name') return collator.compare(a.name, b.name);
  if (key === 'registrationDate')
    return Date.parse(a.registrationDate) - Date.parse(b.registrationDate);
  const byStatus = statusRank[a.status] - statusRank[b.status];
  if (byStatus !== 0) return byStatus;
  return (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0);
}

/** The rows matching `search` (name, email or phone), in the chosen order. */
export function visibleRegistrations(
  registrations: readonly Registration[],
  search: string,
  sort: SortState,
): Registration[] {
  const needle = search.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '');
  const matching = needle
    ? registrations.filter(
        (row) =>
          row.name.toLowerCase().includes(needle) ||
          row.email.toLowerCase().includes(needle) ||
          (digits !== '' && row.phone.replace(/\D/g, '').includes(digits.replace(/^0+/, ''))),
      )
    : [...registrations];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return matching.sort((a, b) => sign * compare(a, b, sort.key) || a._id.localeCompare(b._id));
}

export interface RegistrationCounts {
  /** Registrations not cancelled (spec: total registrations). */
  total: number;
  withGuests: number;
  wantUpdates: number;
  checkedIn: number;
}

export function countRegistrations(registrations: readonly Registration[]): RegistrationCounts {
  const active = registrations.filter((row) => row.status !== 'cancelled');
  return {
    total: active.length,
    withGuests: active.filter((row) => row.hasGuest).length,
    wantUpdates: active.filter((row) => row.wantsUpdates).length,
    checkedIn: active.filter((row) => row.status === 'checked_in').length,
  };
}
