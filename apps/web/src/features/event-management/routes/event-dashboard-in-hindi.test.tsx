import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeRegistration } from '../../../testing/event-fixtures';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const cup = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Summer Cricket Cup',
  capacity: 1200,
  seatsTaken: 2,
  waitlisted: 1,
  canManage: true,
});

const registrations = [
  makeRegistration({ _id: 'r-1', name: 'Asha Rao', registrationDate: '2026-11-01T09:00:00Z' }),
  makeRegistration({
    _id: 'r-2',
    name: 'Chetan Iyer',
    email: 'chetan@example.org',
    phone: '9000000004',
    status: 'waitlisted',
    waitlistPosition: 1,
    registrationDate: '2026-11-02T09:00:00Z',
  }),
];

// The route loads lazily: compile it up front so the wait below measures the screen.
beforeAll(async () => {
  await import('./event-dashboard-route');
}, 120_000);

describe('the event dashboard in Hindi', () => {
  it('shows its counters, chart, table and statuses in Hindi, with Hindi dates', async () => {
    await useLanguageInTest('hi');
    storeSession(adminUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/events/managed': () => json([cup]),
      'GET /api/events/e-1/registrations': () => json({ event: cup, registrations }),
    });
    renderRoute('/eventdash');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    expect(document.title).toBe(`Summer Cricket Cup · कार्यक्रम डैशबोर्ड · ${communitySite.name}`);
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    // Indian digit grouping for the capacity.
    const seats = screen.getByText('भरी सीटें', { selector: 'dt' }).parentElement!;
    expect(seats).toHaveTextContent('2 / 1,200');
    expect(screen.getByText('कुल पंजीकरण', { selector: 'dt' })).toBeVisible();

    // The chart's summary: a plural, and day names in Hindi.
    expect(screen.getByRole('img', { name: /हर दिन के पंजीकरण/ })).toHaveAccessibleName(
      /2 नव॰ तक कुल 2 पंजीकरण/,
    );

    const table = screen.getByRole('table', { name: 'पंजीकरण' });
    expect(within(table).getByRole('columnheader', { name: /नाम/ })).toBeVisible();
    expect(within(table).getByText('प्रतीक्षा सूची में (#1)')).toBeVisible();
    expect(within(table).getByText('पक्का')).toBeVisible();
    expect(within(table).getByText(/^1 नव॰ 2026, \d\d:\d\d$/, { selector: 'time' })).toBeVisible();
    expect(within(table).getByRole('checkbox', { name: 'उपस्थित: Asha Rao' })).toBeVisible();
    expect(screen.getByText('2 पंजीकरण', { selector: '[role="status"]' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'पंजीकरण खोजें' })).toHaveAttribute(
      'placeholder',
      'नाम, ईमेल या फ़ोन',
    );
  }, 120_000);
});
