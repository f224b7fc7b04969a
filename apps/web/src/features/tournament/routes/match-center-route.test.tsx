import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { liveStreams } from '../../../testing/live-stream';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import {
  completedMatch,
  cupEvent,
  cupId,
  liveMatch,
  makeInnings,
  makeMatch,
  makeTournament,
  scheduledMatch,
} from '../testing/tournament-fixtures';

const tournamentPath = `GET /api/events/${cupId}/tournament`;
const livePath = `GET /api/events/${cupId}/live`;
let streams = liveStreams();

function stubCenter(routes: FetchRoutes = {}) {
  streams = liveStreams();
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json([cupEvent()]),
    [tournamentPath]: () => json(makeTournament()),
    [livePath]: (request) => streams.respond(request),
    ...routes,
  });
}

/** A match center card, found by its heading "A vs B". */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('article')!;
}

/** A card's disclosure button, "Scorecard: A vs B". */
function scorecardButton(article: HTMLElement) {
  return within(article).getByRole('button', { name: /^Scorecard: / });
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
    await user.click(scorecardButton(completed));
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
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const live = await card('Lakeside Lions vs Riverside Royals');
    expect(live).toHaveAttribute('data-status', 'live');
    expect(within(live).getByText('Live')).toBeVisible();
    expect(within(live).getByText('Match in progress')).toBeVisible();
    expect(within(live).getByText('LL 87/2 (10.3)')).toBeVisible();
    await user.click(scorecardButton(live));
    expect(within(live).getByRole('tab', { name: /Lakeside Lions innings/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const later = await card('Hilltop Hawks vs Lakeside Lions');
    expect(later).toHaveTextContent('Starts Mon 7 Dec 2026 at 15:30 IST');
    expect(later).not.toHaveTextContent('Match in progress');
    expect(within(later).queryByRole('tablist')).not.toBeInTheDocument();
    // Nothing to open before the toss.
    expect(within(later).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Score/ })).not.toBeInTheDocument();
  });

  it('leads with the live match, then what is to come, then results newest first', async () => {
    const at = (day: number) => `2026-12-${String(day).padStart(2, '0')}T04:30:00.000Z`;
    const match = (id: string, day: number, status: 'scheduled' | 'completed' | 'abandoned') =>
      makeMatch({ id, date: at(day), status, venue: `Ground ${id}` });
    // Oldest first, as the API answers: the live match is in the middle.
    const matches = [
      match('old', 1, 'completed'),
      match('washed', 2, 'abandoned'),
      match('recent', 4, 'completed'),
      { ...liveMatch, date: at(5) },
      match('later', 9, 'scheduled'),
      match('next', 7, 'scheduled'),
    ];
    stubCenter({ [tournamentPath]: () => json(makeTournament({ matches })) });
    renderRoute(`/event-details-tour?event=${cupId}`);

    await card('Lakeside Lions vs Riverside Royals');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Live', 'Upcoming', 'Results']);
    const group = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('article')
        .map((article) =>
          article.getAttribute('data-status') === 'live'
            ? 'live'
            : within(article).getByText(/^Ground /).textContent,
        );
    expect(group('Live')).toEqual(['live']);
    expect(group('Upcoming')).toEqual(['Ground next', 'Ground later']);
    expect(group('Results')).toEqual(['Ground recent', 'Ground washed', 'Ground old']);
    // In the page's order too: the live match is the first card.
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-status', 'live');
  });

  it('shows each card collapsed to its summary, and opens and closes it by click or keyboard', async () => {
    stubCenter();
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const completed = await card('Riverside Royals vs Hilltop Hawks');
    const button = scorecardButton(completed);
    // The summary: sides, totals, result and when.
    expect(within(completed).getByText('Riverside Royals won by 12 runs')).toBeVisible();
    expect(completed).toHaveTextContent('162/5 (20.0)');
    expect(within(completed).getByText('Sat 5 Dec 2026, 10:00 IST')).toBeVisible();
    expect(button).toHaveAccessibleName('Scorecard: Riverside Royals vs Hilltop Hawks');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region).not.toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(completed).not.toHaveTextContent('Man of the match');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(region).toBeVisible();
    expect(within(completed).getByRole('region', { name: /^Scorecard: / })).toBe(region);
    expect(within(region).getByRole('table', { name: 'Riverside Royals batting' })).toBeVisible();
    expect(region).toHaveTextContent('Man of the match: A. Sharma');
    // The other cards stay as they were.
    const live = await card('Lakeside Lions vs Riverside Royals');
    expect(scorecardButton(live)).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByRole('tablist', { name: 'Innings' })).toBeVisible();
  });

  it('keeps an opened card open when the live score changes', async () => {
    let live = liveMatch;
    stubCenter({
      [tournamentPath]: () =>
        json(makeTournament({ matches: [completedMatch, live, scheduledMatch] })),
    });
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const card1 = await card('Lakeside Lions vs Riverside Royals');
    await user.click(scorecardButton(card1));
    expect(within(card1).getByRole('tab', { name: /87\/2 \(10\.3\)/ })).toBeVisible();

    live = {
      ...liveMatch,
      innings: [makeInnings({ battingTeam: 'LL', runs: 95, wickets: 3, overs: '11.4' })],
    };
    // The page says it is receiving live scores, then when the last update came.
    await waitFor(() =>
      expect(document.querySelector('[data-live-status="live"]')).toHaveTextContent('Live'),
    );
    act(() =>
      streams.send('change', { eventId: cupId, updatedAt: new Date().toISOString(), matches: [] }),
    );

    expect(await screen.findByText(/^Last update/)).toBeVisible();
    expect(await within(card1).findByText('LL 95/3 (11.4)')).toBeVisible();
    const card2 = await card('Lakeside Lions vs Riverside Royals');
    expect(scorecardButton(card2)).toHaveAttribute('aria-expanded', 'true');
    expect(within(card2).getByRole('tab', { name: /95\/3 \(11\.4\)/ })).toBeVisible();

    // The match ends: its card moves to the results, still open.
    live = {
      ...completedMatch,
      id: liveMatch.id,
      team1ShortName: 'LL',
      team1Name: 'Lakeside Lions',
      team2ShortName: 'RR',
      team2Name: 'Riverside Royals',
      date: liveMatch.date,
      result: 'Lakeside Lions won by 3 wickets',
    };
    act(() =>
      streams.send('change', { eventId: cupId, updatedAt: new Date().toISOString(), matches: [] }),
    );
    const results = await screen.findByRole('list', { name: 'Results' });
    const ended = await within(results).findByText('Lakeside Lions won by 3 wickets');
    const card3 = ended.closest('article')!;
    expect(scorecardButton(card3)).toHaveAttribute('aria-expanded', 'true');
    expect(within(card3).getByRole('tablist', { name: 'Innings' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Live' })).not.toBeInTheDocument();
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
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    await screen.findAllByRole('heading', { level: 3, name: 'Riverside Royals vs Hilltop Hawks' });
    for (const button of screen.getAllByRole('button', { name: /^Scorecard: / }))
      await user.click(button);
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
    // Every request waits for the release, a refetch's as much as the first: answering only the
    // first left a refetch that overtook it hanging, and the test with it (seen once in CI).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    stubCenter({
      [tournamentPath]: async () => {
        await released;
        return json(makeTournament());
      },
    });
    renderRoute(`/event-details-tour?event=${cupId}`);

    expect(await screen.findByText('Loading matches...')).toBeVisible();
    release();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Riverside Royals vs Hilltop Hawks' }),
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
      await screen.findByRole('heading', { level: 3, name: 'Hilltop Hawks vs Lakeside Lions' }),
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
