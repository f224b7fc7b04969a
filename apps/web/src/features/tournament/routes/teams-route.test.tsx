import type { PortalEvent } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import {
  cupEvent,
  cupId,
  hawks,
  lions,
  makeTournament,
  royals,
} from '../testing/tournament-fixtures';
import { emptyLeaderboards } from '../testing/leaderboard-fixtures';
import { stubNarrowScreen } from '../testing/test-screens';

function stubTournament(routes: FetchRoutes = {}, events: PortalEvent[] = [cupEvent()]) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json(events),
    [`GET /api/events/${cupId}/tournament`]: () => json(makeTournament()),
    [`GET /api/events/${cupId}/tournament/leaderboards`]: () => json(emptyLeaderboards()),
    'GET /api/events/e-winter/tournament/leaderboards': () => json(emptyLeaderboards('e-winter')),
    ...routes,
  });
}

// Load the lazy screen and the styles that come with it once up front (slow on a busy machine),
// so the first test does not spend its wait on the import.
beforeAll(
  () => Promise.all([import('./teams-route'), import('../../../components/all-mantine-styles')]),
  60_000,
);

describe('teams and points table', () => {
  it('shows the standings in the API’s order with rank, matches, W-L, points and NRR', async () => {
    const { requests } = stubTournament();
    renderRoute('/team');

    const table = await screen.findByRole('table', { name: 'Points table' });
    expect(screen.getByRole('heading', { level: 1, name: 'Teams and Points Table' })).toBeVisible();
    expect(document.title).toBe(`Teams and Points Table · ${communitySite.name}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#Rank', 'Team', 'Matches', 'W-LWon-lost', 'Points', 'NRRNet run rate']);
    expect(within(table).getByRole('columnheader', { name: 'Net run rate' })).toBeVisible();

    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (index: number) =>
      within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual(['1', 'Riverside Royals', '2', '2-0', '4', '+1.500']);
    expect(cells(1)).toEqual(['2', 'Hilltop Hawks', '3', '1-1 (1 NR)', '3', '+0.050']);
    expect(cells(2)).toEqual(['3', 'Lakeside Lions', '2', '0-2', '0', '-1.250']);
    expect(within(rows[0]!).getByRole('img', { name: 'Riverside Royals' })).toHaveAttribute(
      'src',
      '/images/teams/RR.svg',
    );
    expect(
      within(table).getByText(/A win earns 2 points, a tie or no result 1 point\./),
    ).toBeVisible();
    // Without ?event= the cup is chosen from the events list.
    expect(
      requests.some((request) => request.url.endsWith(`/api/events/${cupId}/tournament`)),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Summer Cricket Cup' })).toHaveAttribute(
      'href',
      `/event-details/${cupId}`,
    );
    const screens = screen.getByRole('navigation', { name: 'Tournament screens' });
    expect(within(screens).getByRole('link', { name: 'Points table' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(screens).getByRole('link', { name: 'Match center' })).toHaveAttribute(
      'href',
      `/event-details-tour?event=${cupId}`,
    );
  });

  it('keeps the server’s order rather than sorting again', async () => {
    stubTournament({
      [`GET /api/events/${cupId}/tournament`]: () =>
        json(makeTournament({ teams: [lions, royals, hawks] })),
    });
    renderRoute(`/team?event=${cupId}`);

    const table = await screen.findByRole('table', { name: 'Points table' });
    const names = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Lakeside Lions', 'Riverside Royals', 'Hilltop Hawks']);
  });

  it('shows cards on a phone, each opening the team’s schedule', async () => {
    stubNarrowScreen();
    stubTournament();
    const { user, router } = renderRoute(`/team?event=${cupId}`);

    const list = await screen.findByRole('list', { name: 'Points table' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Rank 2');
    expect(cards[1]).toHaveTextContent('Points3');
    expect(cards[1]).toHaveTextContent('NRR+0.050');
    expect(cards[2]).toHaveTextContent('W-L0-2');

    await user.click(within(cards[1]!).getByRole('link', { name: 'Hilltop Hawks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Match Schedule' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/teamdetails');
    expect(router.state.location.state).toEqual({ teamName: 'Hilltop Hawks' });
  });

  it('opens the schedule searched for the chosen team', async () => {
    stubTournament();
    const { user, router } = renderRoute('/team');

    const table = await screen.findByRole('table', { name: 'Points table' });
    await user.click(within(table).getByRole('link', { name: 'Lakeside Lions' }));

    const search = await screen.findByRole('searchbox', { name: 'Search matches' });
    expect(search).toHaveValue('Lakeside Lions');
    expect(router.state.location.search).toBe(`?event=${cupId}`);
    const matches = screen.getByRole('list', { name: 'Matches' });
    expect(within(matches).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 matches');
  });

  it('switches tournaments with the picker', async () => {
    const other = makeEvent({
      _id: 'e-winter',
      id: 'e-winter',
      title: 'Winter League',
      date: '2026-01-10T04:30:00.000Z',
      endDate: '2026-01-12T12:30:00.000Z',
      teams: [royals],
    });
    stubTournament(
      {
        'GET /api/events/e-winter/tournament': () =>
          json(
            makeTournament({ eventId: 'e-winter', eventTitle: 'Winter League', teams: [hawks] }),
          ),
      },
      [cupEvent(), other, makeEvent({ _id: 'e-quiz', id: 'e-quiz', title: 'Quiz Night' })],
    );
    const { user, router } = renderRoute(`/team?event=${cupId}`);

    await screen.findByRole('table', { name: 'Points table' });
    const picker = await screen.findByRole('combobox', { name: 'Tournament' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Summer Cricket Cup (Dec 2026)', 'Winter League (Jan 2026)']);
    await user.selectOptions(picker, 'Winter League (Jan 2026)');

    expect(await screen.findByRole('link', { name: 'Winter League' })).toBeVisible();
    expect(router.state.location.search).toBe('?event=e-winter');
    const table = screen.getByRole('table', { name: 'Points table' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says so when no event has a tournament', async () => {
    stubTournament({}, [makeEvent()]);
    renderRoute('/team');

    expect(await screen.findByText('No tournament data available')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the chosen event has no teams yet', async () => {
    stubTournament({
      [`GET /api/events/${cupId}/tournament`]: () =>
        json(makeTournament({ teams: [], matches: [] })),
    });
    renderRoute(`/team?event=${cupId}`);

    expect(await screen.findByText('No tournament data available')).toBeVisible();
  });

  it('explains a failed load with the spec’s text', async () => {
    stubTournament({
      [`GET /api/events/${cupId}/tournament`]: () =>
        json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }),
    });
    renderRoute(`/team?event=${cupId}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading tournament data: Event not found.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
