import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../testing/event-fixtures';
import { countRegistrations, visibleRegistrations } from './registrations-view';

const rows = [
  makeRegistration({ _id: '1', name: 'Zara Khan', registrationDate: '2026-11-01T09:00:00Z' }),
  makeRegistration({
    _id: '2',
    name: 'amit Das',
    email: 'amit@example.org',
    phone: '9876500000',
    registrationDate: '2026-11-03T09:00:00Z',
    status: 'waitlisted',
    waitlistPosition: 2,
  }),
  makeRegistration({
    _id: '3',
    name: 'Meera Joshi',
    registrationDate: '2026-11-02T09:00:00Z',
    status: 'waitlisted',
    waitlistPosition: 1,
    hasGuest: true,
  }),
  makeRegistration({ _id: '4', name: 'Neil Roy', status: 'cancelled', hasGuest: true }),
];
const ids = (list: { _id: string }[]) => list.map((row) => row._id);

describe('visibleRegistrations', () => {
  it('sorts by name ignoring case, by date, and by status then waiting-list place', () => {
    expect(ids(visibleRegistrations(rows, '', { key: 'name', direction: 'ascending' }))).toEqual([
      '2',
      '3',
      '4',
      '1',
    ]);
    expect(
      ids(visibleRegistrations(rows, '', { key: 'registrationDate', direction: 'descending' })),
    ).toEqual(['2', '3', '1', '4']);
    expect(ids(visibleRegistrations(rows, '', { key: 'status', direction: 'ascending' }))).toEqual([
      '1',
      '3',
      '2',
      '4',
    ]);
  });

  it('finds by name, email or phone digits', () => {
    const sort = { key: 'name', direction: 'ascending' } as const;
    expect(ids(visibleRegistrations(rows, 'MEERA', sort))).toEqual(['3']);
    expect(ids(visibleRegistrations(rows, 'amit@', sort))).toEqual(['2']);
    expect(ids(visibleRegistrations(rows, '98765 00', sort))).toEqual(['2']);
  });
});

describe('countRegistrations', () => {
  it('leaves cancelled registrations out', () => {
    expect(countRegistrations(rows)).toEqual({
      total: 3,
      withGuests: 1,
      wantUpdates: 3,
      checkedIn: 0,
    });
  });
});
