import type { PortalEvent } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makeRegistration } from '../../../testing/event-fixtures';
import { adminUser, communitySite, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';
import { catchDownloads } from '../../../testing/catch-downloads';

const cup = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Summer Cricket Cup',
  capacity: 100,
  seatsTaken: 6,
  waitlisted: 1,
  canManage: true,
});
const gala = makeEvent({ _id: 'e-2', id: 'e-2', title: 'Winter Gala', canManage: true });

const registrations = [
  makeRegistration({ _id: 'r-1', name: 'Asha Rao', registrationDate: '2026-11-01T09:00:00Z' }),
  makeRegistration({
    _id: 'r-2',
    title: 'Mr.',
    name: 'Bina Shah',
    email: 'bina@example.org',
    phone: '9000000003',
    hasGuest: true,
    guestName: 'Kiran Shah',
    wantsUpdates: false,
    registrationDate: '2026-11-03T09:00:00Z',
    seats: 2,
  }),
  makeRegistration({
    _id: 'r-3',
    name: 'Chetan Iyer',
    email: 'chetan@example.org',
    phone: '9000000004',
    status: 'waitlisted',
    waitlistPosition: 1,
    registrationDate: '2026-11-02T09:00:00Z',
  }),
  makeRegistration({
    _id: 'r-4',
    name: 'Deepa Nair',
    email: 'deepa@example.org',
    phone: '9000000005',
    hasGuest: true,
    guestName: 'Arun Nair',
    status: 'cancelled',
    registrationDate: '2026-11-02T10:00:00Z',
  }),
  makeRegistration({
    _id: 'r-5',
    name: 'Esha Patel',
    email: 'esha@example.org',
    phone: '9000000006',
    status: 'checked_in',
    checkedInAt: '2026-12-05T04:00:00Z',
    registrationDate: '2026-11-03T12:00:00Z',
  }),
];

function stubManager(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(user, {
    'GET /api/events/managed': () => json([cup, gala]),
    'GET /api/events/e-1/registrations': () => json({ event: cup, registrations }),
    ...routes,
  });
}

const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Registrations' }))
    .getAllByRole('row')
    .slice(1);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

/** An event the caller manages, from `fromDays` to `toDays` days from now. */
function managedEvent(
  id: string,
  title: string,
  fromDays: number,
  toDays: number,
  overrides: Partial<PortalEvent> = {},
) {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  return makeEvent({
    _id: id,
    id,
    title,
    date: inDays(fromDays),
    endDate: inDays(toDays),
    canManage: true,
    ...overrides,
  });
}

describe('event dashboard', () => {
  it("shows the first managed event's header, counters, chart and registrations", async () => {
    stubManager({});
    renderRoute('/eventdash');

    // The managed list comes first, then the chosen event's registrations.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    expect(document.title).toBe(`Summer Cricket Cup · Event Dashboard · ${communitySite.name}`);
    expect(screen.getByText('Riverside College Grounds', { selector: 'p' })).toBeVisible();
    // Cancelled registrations do not count.
    expect(counter('Total registrations')).toHaveTextContent('4');
    expect(counter('With guests')).toHaveTextContent('1');
    expect(counter('Want updates')).toHaveTextContent('3');
    expect(counter('Seats taken')).toHaveTextContent('6 / 100');
    expect(counter('Waitlisted')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Event information' })).toBeVisible();

    const chart = screen.getByRole('img', { name: /Registrations per day/ });
    expect(chart).toHaveAccessibleName(/4 registrations in total/);
    expect(screen.getByRole('table', { name: 'Registrations per day' })).toBeInTheDocument();

    expect(names()).toEqual([
      'Ms. Asha Rao',
      'Ms. Chetan Iyer',
      'Ms. Deepa Nair',
      'Mr. Bina Shah',
      'Ms. Esha Patel',
    ]);
    expect(within(bodyRows()[1]!).getByText('Waitlisted (#1)')).toBeVisible();
    expect(within(bodyRows()[2]!).getByText('Cancelled')).toBeVisible();
    expect(within(bodyRows()[3]!).getByText('Kiran Shah')).toBeVisible();
    expect(within(bodyRows()[4]!).getByText('Checked in')).toBeVisible();
    // Only confirmed and checked-in people can be marked present.
    expect(screen.getAllByRole('checkbox', { name: /^Present/ })).toHaveLength(3);
  });

  it('searches and sorts the registrations', async () => {
    stubManager({});
    const { user } = renderRoute('/eventdash?event=e-1');
    await screen.findByRole('table', { name: 'Registrations' });

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    const dateHeader = screen.getByRole('columnheader', { name: /Registered/ });
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(dateHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()[0]).toBe('Ms. Asha Rao');
    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Ms. Esha Patel');

    const statusHeader = screen.getByRole('columnheader', { name: /Status/ });
    await user.click(within(statusHeader).getByRole('button', { name: /Status/ }));
    expect(names()).toEqual([
      'Ms. Esha Patel',
      'Ms. Asha Rao',
      'Mr. Bina Shah',
      'Ms. Chetan Iyer',
      'Ms. Deepa Nair',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'bina@');
    expect(names()).toEqual(['Mr. Bina Shah']);
    expect(screen.getByText('Showing 1 of 5 registrations')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search registrations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), '0000004');
    expect(names()).toEqual(['Ms. Chetan Iyer']);
    // Every keystroke re-renders the table (now with a refund column): ~10 s on a shared, loaded
    // machine before that column was added, so the limit leaves room.
  }, 120_000);

  it('checks people in and out', async () => {
    const { requests } = stubManager({
      'POST /api/events/e-1/registrations/r-1/check-in': () =>
        json({ ...registrations[0], status: 'checked_in', checkedInAt: '2026-12-05T04:10:00Z' }),
      'POST /api/events/e-1/registrations/r-5/check-in': () =>
        json({ ...registrations[4], status: 'confirmed', checkedInAt: null }),
    });
    const { user } = renderRoute('/eventdash?event=e-1');

    const asha = await screen.findByRole('checkbox', { name: 'Present: Asha Rao' });
    expect(asha).not.toBeChecked();
    await user.click(asha);
    await waitFor(() => expect(asha).toBeChecked());
    expect(within(bodyRows()[0]!).getByText('Checked in')).toBeVisible();

    const esha = screen.getByRole('checkbox', { name: 'Present: Esha Patel' });
    expect(esha).toBeChecked();
    await user.click(esha);
    await waitFor(() => expect(esha).not.toBeChecked());

    const posts = requests.filter((request) => request.method === 'POST');
    expect(await posts[0]!.json()).toEqual({ checkedIn: true });
    expect(await posts[1]!.json()).toEqual({ checkedIn: false });
  });

  it('downloads the CSV with the session token', async () => {
    const downloads = catchDownloads('blob:registrations');
    const { requests } = stubManager({
      'GET /api/events/e-1/registrations.csv': () =>
        new Response('name,email\nAsha Rao,asha@example.org\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="summer-cricket-cup.csv"',
          },
        }),
    });
    const { user } = renderRoute('/eventdash?event=e-1');

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const csv = requests.find((request) => request.url.endsWith('/registrations.csv'))!;
    expect(csv.headers.get('Authorization')).toBe(`Bearer ${sessionToken}`);
    const blob = downloads.blob();
    expect(await blob.text()).toContain('Asha Rao,asha@example.org');
    const link = downloads.link();
    expect(link.download).toBe('summer-cricket-cup.csv');
    expect(link.href).toBe('blob:registrations');
  });

  it('switches events with the picker and keeps the choice in the address', async () => {
    stubManager({
      'GET /api/events/e-2/registrations': () => json({ event: gala, registrations: [] }),
    });
    const { user, router } = renderRoute('/eventdash?event=e-1');
    await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' });

    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: /Winter Gala/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Gala' })).toBeVisible();
    expect(router.state.location.search).toBe('?event=e-2');
    expect(screen.getByText('No registrations yet.')).toBeVisible();
  });

  it("shows a channel's next event from ?channelId", async () => {
    stubManager({
      'GET /api/events/channel/c-1': () => json({ event: cup, registrations }),
    });
    renderRoute('/eventdash?channelId=c-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
  });

  it('says "No event found for this channel"', async () => {
    stubManager({
      'GET /api/events/channel/c-2': () => json({ event: null, registrations: [] }),
    });
    renderRoute('/eventdash?channelId=c-2');
    expect(await screen.findByText('No event found for this channel')).toBeVisible();
  });

  it('tells a member who manages nothing', async () => {
    stubManager({ 'GET /api/events/managed': () => json([]) }, memberUser);
    renderRoute('/eventdash');

    expect(await screen.findByText("You don't manage any events yet.")).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Event Dashboard' })).toBeVisible();
  });

  it("says when the caller can't manage the event", async () => {
    stubManager(
      {
        'GET /api/events/managed': () => json([]),
        'GET /api/events/channel/c-9': () =>
          json({ error: 'forbidden', message: 'Forbidden' }, { status: 403 }),
      },
      memberUser,
    );
    renderRoute('/eventdash?channelId=c-9');
    expect(await screen.findByText("You can't manage this event.")).toBeVisible();
  });

  it('shows "Loading..." and then the spec error text', async () => {
    stubManager({
      'GET /api/events/e-1/registrations': () =>
        json({ error: 'down', message: 'Down' }, { status: 503 }),
    });
    renderRoute('/eventdash?event=e-1');

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch event data');
  });
  it('opens on the next published event, not the newest draft', async () => {
    const draft = managedEvent('e-draft', 'Winter Carnival (planning)', 60, 61, {
      status: 'draft',
    });
    const past = managedEvent('e-past', 'Tree Planting', -10, -9.9);
    const next = managedEvent('e-next', 'Music Night', 3, 3.2);
    const later = managedEvent('e-later', 'Alumni Meet', 14, 14.3);
    const { requests } = stubManager({
      'GET /api/events/managed': () => json([draft, later, next, past]),
      'GET /api/events/e-next/registrations': () => json({ event: next, registrations }),
    });
    const { router } = renderRoute('/eventdash');

    expect(await screen.findByRole('heading', { level: 1, name: 'Music Night' })).toBeVisible();
    expect(counter('Total registrations')).toHaveTextContent('4');
    expect(requests.some((request) => request.url.includes('/e-draft/'))).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('opens on the most recent past event when none is coming', async () => {
    const draft = managedEvent('e-draft', 'Carnival', 60, 61, { status: 'draft' });
    const older = managedEvent('e-old', 'Old Fair', -40, -39.9);
    const past = managedEvent('e-past', 'Tree Planting', -10, -9.9);
    stubManager({
      'GET /api/events/managed': () => json([draft, older, past]),
      'GET /api/events/e-past/registrations': () => json({ event: past, registrations }),
    });
    renderRoute('/eventdash');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tree Planting' })).toBeVisible();
  });
});
