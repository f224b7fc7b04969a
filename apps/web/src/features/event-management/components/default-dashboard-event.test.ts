import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { defaultDashboardEvent } from './default-dashboard-event';

const now = Date.parse('2026-11-26T10:00:00.000Z');
const at = (id: string, date: string, endDate: string, status = 'published' as const) =>
  makeEvent({ _id: id, id, date, endDate, status });

const draft = makeEvent({
  _id: 'draft',
  status: 'draft',
  date: '2027-01-20T08:00:00.000Z',
  endDate: '2027-01-21T14:00:00.000Z',
});
const past = at('past', '2026-11-10T02:00:00.000Z', '2026-11-10T06:00:00.000Z');
const older = at('older', '2026-10-01T02:00:00.000Z', '2026-10-01T06:00:00.000Z');
const soon = at('soon', '2026-11-29T13:00:00.000Z', '2026-11-29T17:00:00.000Z');
const later = at('later', '2026-12-10T13:00:00.000Z', '2026-12-10T17:00:00.000Z');
const underWay = at('under-way', '2026-11-24T04:00:00.000Z', '2026-11-28T14:00:00.000Z');

describe('the event the dashboard opens on', () => {
  it('is the next published event, one under way first, never a newer draft', () => {
    expect(defaultDashboardEvent([draft, later, soon, past], now)?._id).toBe('soon');
    expect(defaultDashboardEvent([draft, later, soon, underWay, past], now)?._id).toBe('under-way');
  });

  it('is the most recent past event when nothing is coming', () => {
    const cancelled = makeEvent({ ...soon, _id: 'off', status: 'cancelled' });
    expect(defaultDashboardEvent([draft, cancelled, older, past], now)?._id).toBe('past');
  });

  it('falls back to the newest of the caller’s events, and to none', () => {
    expect(defaultDashboardEvent([draft], now)?._id).toBe('draft');
    expect(defaultDashboardEvent([], now)).toBeUndefined();
  });
});
