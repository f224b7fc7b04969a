import type { EventInput } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { instantFromWallClock } from '@portal/contract/time-zones';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

const cup = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Summer Cricket Cup',
  capacity: 100,
  seatsTaken: 12,
  waitlisted: 3,
  canManage: true,
  channelId: 'c-1',
  channelName: 'Riverside Cricket Club',
});
const gala = makeEvent({
  _id: 'e-2',
  id: 'e-2',
  title: 'Winter Gala',
  status: 'draft',
  capacity: null,
  seatsTaken: 0,
  canManage: true,
});

function stubManager(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(user, {
    'GET /api/events/managed': () => json([cup, gala]),
    'GET /api/channels/managed': () => json([{ _id: 'c-1', name: 'Riverside Cricket Club' }]),
    ...routes,
  });
}

describe('manage events', () => {
  it('shows each event as a card with its numbers and links', async () => {
    stubManager({});
    renderRoute('/editEvents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    expect(document.title).toBe(`Manage Events · ${communitySite.name}`);
    const card = (await screen.findByRole('heading', { name: 'Summer Cricket Cup' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Published')).toBeVisible();
    expect(within(card).getByText('Riverside College Grounds')).toBeVisible();
    expect(card).toHaveTextContent('12 / 100 seats taken · 3 waitlisted');
    expect(
      within(card).getByRole('link', { name: 'Dashboard Summer Cricket Cup' }),
    ).toHaveAttribute('href', '/eventdash?event=e-1');
    expect(within(card).getByRole('link', { name: 'Details Summer Cricket Cup' })).toHaveAttribute(
      'href',
      '/event-details/e-1',
    );
    const draft = screen.getByRole('heading', { name: 'Winter Gala' }).closest('article')!;
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(draft).toHaveTextContent('0 seats taken (no limit)');
  });

  it('says when there are no events', async () => {
    stubManager({ 'GET /api/events/managed': () => json([]) }, memberUser);
    renderRoute('/editEvents');
    expect(await screen.findByText('No events found')).toBeVisible();
  });

  it('explains a failed load', async () => {
    stubManager({
      'GET /api/events/managed': () => json({ error: 'down', message: 'Down' }, { status: 503 }),
    });
    renderRoute('/editEvents');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events');
  });

  it('creates in the modal, which stays open with a cleared form', async () => {
    const { requests } = stubManager({
      'POST /api/events': () =>
        json({ ...cup, message: 'Event created successfully!' }, { status: 201 }),
    });
    const { user } = renderRoute('/editEvents');

    await user.click(await screen.findByRole('button', { name: 'Add New Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Autumn Fair');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Stalls and games.');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), {
      target: { value: '2026-10-10T09:00' },
    });
    await user.type(within(dialog).getByLabelText(/^Location/), 'Town Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')?.json()) as EventInput;
    expect(body).toMatchObject({ title: 'Autumn Fair', location: 'Town Hall' });
    expect(await screen.findByRole('dialog', { name: 'Add New Event' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(''));
    // The list is asked for again.
    await waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith('/api/events/managed'))).toHaveLength(2),
    );
  });

  it('edits in the modal, which closes on success, leaving the time where it was', async () => {
    // A Toronto event edited by an organiser whose own clock is Pune's: the boxes show Toronto's
    // wall clock, and saving them unchanged stores the very same instant (issue 19).
    const toronto = { ...cup, timeZone: 'America/Toronto' };
    const { requests } = stubManager({
      'GET /api/events/managed': () => json([toronto, gala]),
      'PUT /api/events/e-1': async (request) => {
        const body = (await request.clone().json()) as EventInput;
        return json({ ...toronto, title: body.title, message: 'Event updated successfully!' });
      },
    });
    const { user } = renderRoute('/editEvents');

    await user.click(await screen.findByRole('button', { name: 'Edit Summer Cricket Cup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const title = within(dialog).getByLabelText(/^Title/);
    expect(title).toHaveValue('Summer Cricket Cup');
    expect(within(dialog).getByRole('combobox', { name: /^Channel/ })).toHaveValue('c-1');
    expect(within(dialog).getByLabelText(/^Capacity/)).toHaveValue('100');
    // 04:30 UTC on 5 December is 23:30 the evening before in Toronto.
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('2026-12-04T23:30');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveAccessibleDescription(
      'Local time in Toronto',
    );
    const zone = within(dialog).getByLabelText<HTMLInputElement>(/^Time zone/, {
      selector: 'input',
    });
    expect(zone.value).toMatch(/^Toronto \((EST, GMT-5|EDT, GMT-4)\)$/);
    await user.clear(title);
    await user.type(title, 'Summer Cricket Cup 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT');
    const body = (await put?.json()) as EventInput;
    expect(body).toMatchObject({
      title: 'Summer Cricket Cup 2026',
      date: '2026-12-04T23:30',
      endDate: '2026-12-07T07:30',
      timeZone: 'America/Toronto',
      capacity: 100,
      channelId: 'c-1',
      tags: ['cricket', 'family'],
    });
    const stored = instantFromWallClock(body.date, body.timeZone!);
    expect(stored.ok && stored.instant.toISOString()).toBe(cup.date);
  });

  it('notes a time London’s clocks repeat, and refuses one they skip', async () => {
    // 00:30 UTC on 31 October 2027 is the first 01:30 in London: the clocks go back at 02:00.
    const london = {
      ...cup,
      timeZone: 'Europe/London',
      date: '2027-10-31T00:30:00.000Z',
      endDate: '2027-10-31T00:30:00.000Z',
    };
    const { requests } = stubManager({ 'GET /api/events/managed': () => json([london, gala]) });
    const { user } = renderRoute('/editEvents');

    await user.click(await screen.findByRole('button', { name: 'Edit Summer Cricket Cup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const starts = within(dialog).getByLabelText(/^Starts/);
    expect(starts).toHaveValue('2027-10-31T01:30');
    expect(starts).toHaveAccessibleDescription(
      'Local time in London · This time happens twice in the event’s time zone: the clocks go back then. The first one is used.',
    );

    // 01:30 on 28 March 2027 never happens in London: the clocks jump from 01:00 to 02:00.
    fireEvent.change(starts, { target: { value: '2027-03-28T01:30' } });
    expect(starts).toHaveAccessibleDescription('Local time in London');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'This time does not exist in the event’s time zone: the clocks go forward then',
      ),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('keeps the modal open and says why an update failed', async () => {
    stubManager({
      'PUT /api/events/e-1': () =>
        json({ error: 'forbidden', message: 'You cannot manage this event.' }, { status: 403 }),
    });
    const { user } = renderRoute('/editEvents');

    await user.click(await screen.findByRole('button', { name: 'Edit Summer Cricket Cup' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Failed to update event: You cannot manage this event.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Edit Event' })).toBeVisible();
  });

  it('asks before deleting, then deletes', async () => {
    const { requests } = stubManager({
      'DELETE /api/events/e-1': () => json({ message: 'Event deleted.' }),
    });
    const { user } = renderRoute('/editEvents');

    await user.click(await screen.findByRole('button', { name: 'Delete Summer Cricket Cup' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this event? Its registrations are deleted too.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Summer Cricket Cup' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    stubManager({
      'DELETE /api/events/e-1': () =>
        json({ error: 'forbidden', message: 'You cannot manage this event.' }, { status: 403 }),
    });
    const { user } = renderRoute('/editEvents');

    await user.click(await screen.findByRole('button', { name: 'Delete Summer Cricket Cup' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(
      await screen.findByText('Failed to delete event: You cannot manage this event.'),
    ).toBeInTheDocument();
  });
});
