import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

// The events are in Pune (the fixtures' Asia/Kolkata), so each sits on its Pune date in any
// machine's zone; the grid's days are the machine's.
const cup = makeEvent({
  _id: 'e-cup',
  title: 'Summer Cricket Cup',
  date: '2026-12-05T08:30:00.000Z',
  endDate: '2026-12-07T12:30:00.000Z',
});
const fair = makeEvent({
  _id: 'e-fair',
  title: 'Food Fair',
  date: '2026-12-05T10:00:00.000Z',
  endDate: '2026-12-05T14:00:00.000Z',
});
const quiz = makeEvent({
  _id: 'e-quiz',
  title: 'Quiz Night',
  date: '2026-12-05T14:30:00.000Z',
  endDate: '2026-12-05T15:00:00.000Z',
  registrationOpen: false,
});

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json([cup, fair, quiz]),
    ...routes,
  });
}

/** Mantine reads the width through matchMedia; the test setup answers "narrow" by default. */
function atDesktopWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const dayButton = (name: string | RegExp) => screen.getByRole('button', { name });
const cellOf = (name: string | RegExp) => dayButton(name).closest('td') as HTMLElement;

async function openCalendar(month = '2026-12') {
  const view = renderRoute(`/event-calendar?month=${month}`);
  await screen.findByRole('button', { name: /^Saturday 5 December 2026, 3 events$/ });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

// The route's code loads lazily; compile it once up front so the first test's waits (1 s by
// default) measure the screen, not the first transform of its modules.
beforeAll(async () => {
  await import('./event-calendar-route');
});

describe('event calendar', () => {
  it('shows the month from Sunday to Saturday and asks for the visible weeks, two days more each side', async () => {
    const { requests } = stub();
    await openCalendar();

    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    expect(document.title).toBe(`Event calendar · ${communitySite.name}`);
    const grid = screen.getByRole('table', { name: 'December 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(dayButton('Sunday 29 November 2026, no events')).toBeVisible();
    expect(dayButton('Saturday 2 January 2027, no events')).toBeVisible();

    const list = requests.filter((request) => new URL(request.url).pathname === '/api/events');
    expect(list).toHaveLength(1);
    const query = new URL(list[0]?.url ?? '').searchParams;
    expect(query.get('from')).toBe(new Date(2026, 10, 27).toISOString());
    expect(query.get('to')).toBe(new Date(2027, 0, 5).toISOString());
  });

  it('follows the page cursor until the whole month is in (a busy month has hundreds)', async () => {
    const { requests } = stub({
      'GET /api/events': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? json([quiz])
          : json([cup, fair], { headers: { 'X-Next-Cursor': 'page-2' } }),
    });
    await openCalendar();

    const list = requests.filter((request) => new URL(request.url).pathname === '/api/events');
    expect(list).toHaveLength(2);
    const second = new URL(list[1]?.url ?? '').searchParams;
    expect(second.get('cursor')).toBe('page-2');
    expect(second.get('from')).toBe(new Date(2026, 10, 27).toISOString());
    expect(second.get('to')).toBe(new Date(2027, 0, 5).toISOString());
  });

  it('shows two badges a day and "+N more" on a wide screen, and multi-day events on each day', async () => {
    atDesktopWidth();
    stub();
    await openCalendar();

    const fifth = cellOf(/^Saturday 5 December 2026/);
    expect(within(fifth).getByRole('button', { name: 'Summer Cricket Cup' })).toBeVisible();
    expect(within(fifth).getByRole('button', { name: 'Food Fair' })).toBeVisible();
    expect(within(fifth).queryByRole('button', { name: 'Quiz Night' })).not.toBeInTheDocument();
    expect(within(fifth).getByText('+1 more')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Today' })).toBeVisible();

    for (const day of ['Sunday 6 December 2026', 'Monday 7 December 2026']) {
      expect(dayButton(`${day}, 1 event`)).toBeVisible();
      expect(
        within(cellOf(`${day}, 1 event`)).getByRole('button', { name: cup.title }),
      ).toBeVisible();
    }
    expect(dayButton('Tuesday 8 December 2026, no events')).toBeVisible();
  });

  it('shows a phone a dot an event instead of chips, chosen by CSS so the first paint is right', async () => {
    stub();
    await openCalendar();

    // Both are rendered at every width (the server cannot know it): Mantine's responsive classes
    // show the chips from 768px up and the dots below, as the e2e calendar spec checks in a browser.
    const fifth = cellOf(/^Saturday 5 December 2026/);
    const chips = within(fifth).getByRole('button', { name: 'Summer Cricket Cup' }).parentElement;
    expect(chips).toHaveClass('mantine-visible-from-sm');
    const dots = fifth.querySelector('.mantine-hidden-from-sm');
    expect(dots).toHaveAttribute('aria-hidden', 'true');
    expect(dots?.children).toHaveLength(3);
    expect(dots).toHaveTextContent('');
    // What the dots show, the day's button says.
    expect(dayButton('Saturday 5 December 2026, 3 events')).toBeVisible();
    expect(within(cellOf(/^Sunday 6 December 2026/)).getAllByRole('button')).toHaveLength(2);
    expect(
      cellOf(/^Sunday 6 December 2026/).querySelector('.mantine-hidden-from-sm')?.children,
    ).toHaveLength(1);
    expect(cellOf(/^Tuesday 8 December 2026/).querySelector('.mantine-hidden-from-sm')).toBeNull();
    expect(screen.getByRole('button', { name: 'Now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('shows three dots and a plus for a busy day on a phone, a cancelled event greyed', async () => {
    const talks = [1, 2].map((n) =>
      makeEvent({
        _id: `e-talk-${n}`,
        title: `Evening Talk ${n}`,
        date: '2026-12-05T09:00:00.000Z',
        endDate: '2026-12-05T09:30:00.000Z',
        status: n === 1 ? 'cancelled' : 'published',
      }),
    );
    stub({ 'GET /api/events': () => json([...talks, cup, fair, quiz]) });
    renderRoute('/event-calendar?month=2026-12');
    await screen.findByRole('button', { name: 'Saturday 5 December 2026, 5 events' });

    const dots = cellOf(/^Saturday 5 December 2026/).querySelector('.mantine-hidden-from-sm');
    expect(dots?.children).toHaveLength(4);
    expect(dots?.querySelectorAll('[data-cancelled]')).toHaveLength(1);
  });

  it("lists a chosen day's events, or says there are none", async () => {
    stub();
    const { user } = await openCalendar();
    expect(screen.getByText('Choose a day to see its events.')).toBeVisible();

    await user.click(dayButton(/^Saturday 5 December 2026/));
    const day = screen.getByRole('region', { name: 'Events on Saturday 5 December 2026' });
    expect(dayButton(/^Saturday 5 December 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(day)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Summer Cricket Cup', 'Food Fair', 'Quiz Night']);
    expect(within(day).getByRole('link', { name: 'Details of Food Fair' })).toHaveAttribute(
      'href',
      '/event-details/e-fair',
    );
    expect(within(day).getByRole('link', { name: 'Register for Food Fair' })).toHaveAttribute(
      'href',
      '/registration/e-fair',
    );
    // Quiz Night no longer takes registrations.
    expect(within(day).queryByRole('link', { name: 'Register for Quiz Night' })).toBeNull();

    await user.click(dayButton('Tuesday 8 December 2026, no events'));
    const empty = screen.getByRole('region', { name: 'Events on Tuesday 8 December 2026' });
    expect(within(empty).getByText('No events.')).toBeVisible();
  });

  it('moves between months, keeping the month in the address for back and forward', async () => {
    const { requests } = stub();
    const { user, router } = await openCalendar();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeVisible();
    expect(router.state.location.search).toBe('?month=2027-01');
    const last = new URL(requests.at(-1)?.url ?? '');
    expect(last.searchParams.get('from')).toBe(new Date(2026, 11, 25).toISOString());
    expect(last.searchParams.get('to')).toBe(new Date(2027, 1, 9).toISOString());

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeVisible();

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeVisible();
  });

  it('goes back to the current month and day with Today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 5, 12));
    stub();
    const { user, router } = renderRoute('/event-calendar');

    const today = await screen.findByRole('button', {
      name: /^Saturday 5 December 2026, 3 events$/,
    });
    expect(today).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('heading', { name: 'January 2027' });

    await user.click(screen.getByRole('button', { name: 'Now' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeVisible();
    expect(router.state.location.search).toBe('?month=2026-12');
    expect(
      await screen.findByRole('region', { name: 'Events on Saturday 5 December 2026' }),
    ).toBeVisible();
  });

  it('is one tab stop whose arrow keys move between days', async () => {
    stub();
    const { user } = await openCalendar();

    const first = dayButton(/^Tuesday 1 December 2026/);
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dayButton(/^Saturday 5 December 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(/^Saturday 12 December 2026/)).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(dayButton(/^Sunday 6 December 2026/)).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Events on Sunday 6 December 2026' })).toBeVisible();
  });

  it("shows an event's details when its badge is hovered", async () => {
    atDesktopWidth();
    stub();
    const { user } = await openCalendar();

    await user.hover(
      within(cellOf(/^Saturday 5 December 2026/)).getByRole('button', { name: 'Food Fair' }),
    );
    const card = await screen.findByRole('dialog', { name: 'Food Fair' });
    expect(within(card).getByText(fair.location)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/event-details/e-fair',
    );
  });

  it('says when the events cannot be loaded and tries again', async () => {
    let fail = true;
    stub({
      'GET /api/events': () => (fail ? new Response('', { status: 500 }) : json([cup, fair, quiz])),
    });
    const { user } = renderRoute('/event-calendar?month=2026-12');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load events.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: /^Saturday 5 December 2026, 3 events$/ }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
