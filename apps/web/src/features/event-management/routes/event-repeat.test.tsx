import type { EventInput, EventSeries } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

// Issue 25 §6: an organiser makes an event repeat, and edits one date or it and the later ones.

function stubForm(routes: FetchRoutes) {
  return stubSignedIn(adminUser, {
    'GET /api/channels/managed': () => json([]),
    ...routes,
  });
}

/** Typed with change events: key by key is slow, and other tests cover typing. */
const fill = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

async function fillRequired(date: string) {
  fill(await screen.findByLabelText(/^Title/), 'Saturday nets — શનિવાર નેટ્સ');
  fill(screen.getByLabelText(/^Description/), 'Nets for every age.');
  fill(screen.getByLabelText(/^Starts/), date);
  fill(screen.getByLabelText(/^Location/), 'Wembley Cricket Ground');
}

const created = () =>
  json({ ...makeEvent(), message: 'Event created successfully!' }, { status: 201 });

describe('repeating events', () => {
  it('creates a weekly series on the chosen days, saying what it will make', async () => {
    const { requests } = stubForm({ 'POST /api/events': created });
    const { user } = renderRoute('/eventForm');
    // 5 December 2026 is a Saturday.
    await fillRequired('2026-12-05T18:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'weekly');
    const days = screen.getByRole('group', { name: 'On' });
    expect(within(days).getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    await user.click(within(days).getByRole('checkbox', { name: 'Tue' }));
    fill(screen.getByLabelText('Number of dates'), '8');
    expect(screen.getByText('Every week on Tue, Sat · 8 dates')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')!.json()) as EventInput;
    expect(body.recurrence).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['TU', 'SA'],
      count: 8,
    });
  });

  it('repeats monthly on "the second Saturday" until a day, and checks the rule first', async () => {
    const { requests } = stubForm({ 'POST /api/events': created });
    const { user } = renderRoute('/eventForm');
    await fillRequired('2026-12-12T10:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'monthly');
    await user.click(screen.getByText('Every month on the second Saturday'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ends' }), 'until');
    fill(screen.getByLabelText('Last day'), '2027-06-30');
    expect(
      screen.getByText('Every month on the second Saturday · until 30 Jun 2027'),
    ).toBeVisible();

    // A number of dates beyond the limit is refused before anything is sent.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ends' }), 'count');
    fill(screen.getByLabelText('Number of dates'), '500');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(/at most 104 dates/)).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ends' }), 'until');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')!.json()) as EventInput;
    expect(body.recurrence).toEqual({
      frequency: 'monthly',
      interval: 1,
      monthlyBy: 'weekday',
      until: '2027-06-30',
    });
  });

  it('saves an edit to this date and every later one when asked', async () => {
    const nets = makeEvent({
      _id: 'e-7',
      id: 'e-7',
      title: 'Saturday nets',
      date: '2026-12-12T18:30:00.000Z',
      endDate: '2026-12-12T20:00:00.000Z',
      timeZone: 'Europe/London',
      seriesId: 's-1',
      canManage: true,
    });
    const series: EventSeries = {
      _id: 's-1',
      rrule: 'FREQ=WEEKLY;BYDAY=SA;COUNT=6',
      recurrence: { frequency: 'weekly', interval: 1, count: 6 },
      timeZone: 'Europe/London',
      occurrences: [
        {
          _id: 'e-6',
          date: '2026-12-05T18:30:00.000Z',
          endDate: '2026-12-05T20:00:00.000Z',
          status: 'published',
        },
        { _id: 'e-7', date: nets.date, endDate: nets.endDate, status: 'published' },
      ],
    };
    const { requests } = stubForm({
      'GET /api/events/managed': () => json([nets]),
      'GET /api/events/e-7/series': () => json(series),
      'PUT /api/events/e-7': () => json({ ...nets, message: 'Event updated successfully!' }),
    });
    const { user } = renderRoute('/editEvents');
    await user.click(await screen.findByRole('button', { name: 'Edit Saturday nets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    // A date of a series is not made to repeat again; its rule is named instead.
    expect(within(dialog).queryByRole('combobox', { name: 'Repeats' })).not.toBeInTheDocument();
    expect(
      await within(dialog).findByText('This event repeats: Every week on Sat · 6 dates.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'This date only' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'This date and every later one' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).search).toBe('?scope=following');
  });
});
