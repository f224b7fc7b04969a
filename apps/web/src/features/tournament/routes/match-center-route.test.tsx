import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import {
  completedMatch,
  cupEvent,
  cupId,
  makeMatch,
  makeTournament,
  scheduledMatch,
} from '../testing/tournament-fixtures';

const tournamentPath = `GET /api/events/${cupId}/tournament`;

function stubCenter(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json([cupEvent()]),
    [tournamentPath]: () => json(makeTournament()),
    ...routes,
  });
}

/** A match center card, found by its heading "A vs B". */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('article')!;
}

// Load the lazy screen and the styles that come with it once up front (slow on a busy machine),
// so the first test does not spend its wait on the import.
beforeAll(
  () =>
    Promise.all([import('./match-center-route'), import('../../../components/all-mantine-styles')]),
  60_000,
);

describe('match center', () => {
  it('shows a completed match with its result, scorecard and man of the match', async () => {
    stubCenter();
    const { user } = renderRoute('/event-details-tour');

    const completed = await card('Riverside Royals vs Hilltop Hawks');
    expect(screen.getByRole('heading', { level: 1, name: 'Match Center' })).toBeVisible();
    expect(document.title).toBe(`Match Center · ${communitySite.name}`);
    expect(completed).toHaveAttribute('data-status', 'completed');
    expect(within(completed).getByText('Riverside Royals won by 12 runs')).toBeVisible();
    expect(
      within(completed).getByText('Hilltop Hawks won the toss and chose to bowl.'),
    ).toBeVisible();
    expect(completed).toHaveTextContent('Man of the match: A. Sharma');

    const batting = within(completed).getByRole('table', { name: 'Riverside Royals batting' });
    expect(
      within(batting)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Batter', 'RRuns', 'BBalls', '4sFours', '6sSixes']);
    expect(within(batting).getAllByRole('row')[1]).toHaveTextContent(
      'A. Sharmac Gill b Pant714863',
    );
    const bowling = within(completed).getByRole('table', { name: 'Bowling to Riverside Royals' });
    expect(within(bowling).getByRole('columnheader', { name: 'Economy' })).toBeVisible();
    expect(within(bowling).getAllByRole('row')[1]).toHaveTextContent('H. Bumrah4.012235.50');

    await user.click(within(completed).getByRole('tab', { name: /Hilltop Hawks innings/ }));
    const second = within(completed).getByRole('table', { name: 'Hilltop Hawks batting' });
    expect(within(second).getByText('not out')).toBeVisible();
    expect(
      within(completed).queryByRole('table', { name: 'Riverside Royals batting' }),
    ).not.toBeInTheDocument();
  });

  it('marks a live match as in progress with its score, and a later one with its start', async () => {
    stubCenter();
    renderRoute(`/event-details-tour?event=${cupId}`);

    const live = await card('Lakeside Lions vs Riverside Royals');
    expect(live).toHaveAttribute('data-status', 'live');
    expect(within(live).getByText('Live')).toBeVisible();
    expect(within(live).getByText('Match in progress')).toBeVisible();
    expect(within(live).getByText('LL 87/2 (10.3)')).toBeVisible();
    expect(within(live).getByRole('tab', { name: /Lakeside Lions innings/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const later = await card('Hilltop Hawks vs Lakeside Lions');
    expect(later).toHaveTextContent(/Starts \w{3} \d{1,2} \w{3,4} \d{4} at \d\d:\d\d/);
    expect(later).not.toHaveTextContent('Match in progress');
    expect(within(later).queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Score/ })).not.toBeInTheDocument();
  });

  it('says which lists are missing from a scorecard', async () => {
    stubCenter({
      [tournamentPath]: () =>
        json(
          makeTournament({
            matches: [
              makeMatch({ status: 'completed', result: 'Riverside Royals won by 5 runs' }),
              {
                ...completedMatch,
                id: 'm-9',
                innings: [{ ...completedMatch.innings[0]!, batting: [], bowling: [] }],
              },
            ],
          }),
        ),
    });
    renderRoute(`/event-details-tour?event=${cupId}`);

    await screen.findAllByRole('heading', { level: 2, name: 'Riverside Royals vs Hilltop Hawks' });
    expect(screen.getAllByText('No batting data available')).toHaveLength(2);
    expect(screen.getAllByText('No bowling data available')).toHaveLength(2);
  });

  it('links a manager to score each match and to manage teams and fixtures', async () => {
    stubCenter({ [tournamentPath]: () => json(makeTournament({ canManage: true })) });
    renderRoute(`/event-details-tour?event=${cupId}`);

    const completed = await card('Riverside Royals vs Hilltop Hawks');
    expect(
      within(completed).getByRole('link', { name: 'Score Riverside Royals vs Hilltop Hawks' }),
    ).toHaveAttribute('href', `/score/${completedMatch.id}`);
    expect(screen.getAllByRole('link', { name: /^Score / })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Manage teams and fixtures' })).toHaveAttribute(
      'href',
      `/tournament-admin?event=${cupId}`,
    );
  });

  it('says it is loading matches', async () => {
    let answer: (response: Response) => void = () => {};
    stubCenter({ [tournamentPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute(`/event-details-tour?event=${cupId}`);

    expect(await screen.findByText('Loading matches...')).toBeVisible();
    answer(json(makeTournament()));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Riverside Royals vs Hilltop Hawks' }),
    ).toBeVisible();
  });

  it('says when loading fails', async () => {
    stubCenter({
      [tournamentPath]: () =>
        json({ error: 'server_error', message: 'The database is not answering.' }, { status: 503 }),
    });
    renderRoute(`/event-details-tour?event=${cupId}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Data');
    expect(alert).toHaveTextContent('The database is not answering.');
  });

  it('offers a refresh when there are no matches, and shows them once there are', async () => {
    let matches = [] as ReturnType<typeof makeTournament>['matches'];
    stubCenter({ [tournamentPath]: () => json(makeTournament({ matches })) });
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    expect(await screen.findByText('No Matches Available')).toBeVisible();
    matches = [scheduledMatch];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hilltop Hawks vs Lakeside Lions' }),
    ).toBeVisible();
    expect(screen.queryByText('No Matches Available')).not.toBeInTheDocument();
  });

  it('says there are no matches when no event has a tournament', async () => {
    stubCenter({ 'GET /api/events': () => json([makeEvent()]) });
    renderRoute('/event-details-tour');

    expect(await screen.findByText('No Matches Available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });
});
