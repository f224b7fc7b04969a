import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import {
  ballLog,
  completedBallMatch,
  liveBallMatch,
  shortMatchBalls,
} from '../testing/ball-fixtures';
import { liveStreams } from '../../../testing/live-stream';
import { cupEvent, cupId, makeTournament } from '../testing/tournament-fixtures';

const tournamentPath = `GET /api/events/${cupId}/tournament`;
const ballsOf = (id: string) => `GET /api/matches/${id}/balls`;

function stubCenter(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json([cupEvent()]),
    [tournamentPath]: () => json(makeTournament({ matches: [completedBallMatch, liveBallMatch] })),
    [ballsOf(liveBallMatch.id)]: () => json(ballLog(shortMatchBalls)),
    [ballsOf(completedBallMatch.id)]: () => json(ballLog(shortMatchBalls)),
    ...routes,
  });
}

async function card(name: string, index = 0) {
  const headings = await screen.findAllByRole('heading', { level: 3, name });
  return headings[index]!.closest('article')!;
}

beforeAll(
  () =>
    Promise.all([
      import('./match-center-route'),
      import('../components/match-charts'),
      import('../../../components/all-mantine-styles'),
    ]),
  60_000,
);

describe('match center, ball by ball', () => {
  it('shows the live card of a chase: score, rates, what is needed, the batters and the bowler', async () => {
    stubCenter();
    renderRoute(`/event-details-tour?event=${cupId}`);

    const live = await card('Riverside Royals vs Hilltop Hawks');
    const score = within(live).getByRole('region', { name: 'Live score' });
    expect(score).toHaveTextContent('HH 7/0');
    expect(score).toHaveTextContent('1.0 ov');
    expect(score).toHaveTextContent('Run rate 7.00');
    expect(score).toHaveTextContent('Target 20');
    expect(score).toHaveTextContent('Required rate 13.00');
    expect(score).toHaveTextContent('Hilltop Hawks need 13 runs from 6 balls');
    expect(await within(score).findByText(/on strike/)).toBeVisible();
    expect(score).toHaveTextContent('જસપ્રીત બુમરાહ 7 (6) · on strike');
    expect(score).toHaveTextContent('இரவிச்சந்திரன் அஷ்வின் 0 (0)');
    // The last ball's bowler, with his figures.
    expect(score).toHaveTextContent('Bowlingराहुल द्रविड़ 1.0-0-7-0');
  });

  it('lists the commentary newest first, with a summary at the end of each over', async () => {
    stubCenter();
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const live = await card('Riverside Royals vs Hilltop Hawks');
    await user.click(within(live).getByRole('button', { name: /^Scorecard: / }));
    expect(within(live).getByRole('tab', { name: 'Commentary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await within(live).findByRole('list', {
      name: 'Ball-by-ball commentary, newest first',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('End of over 1: 7 runs, HH 7/0');
    expect(items[1]).toHaveTextContent('0.60राहुल द्रविड़ to જસપ્રીત બુમરાહ, 0');
    expect(within(list).getByText('End of over 2: 10 runs, RR 19/1')).toBeVisible();
    expect(within(list).getByText('End of over 1: 9 runs, RR 9/0')).toBeVisible();
    expect(items.at(-1)).toHaveTextContent('0.11');
    // The wide, the wicket and the boundaries carry the scorer's marks.
    expect(within(list).getByText('1wd')).toBeVisible();
    expect(within(list).getByText('1lb')).toBeVisible();
    expect(within(list).getAllByText('W')).toHaveLength(1);
    expect(within(list).getByText('Bumrah to Dravid, FOUR')).toBeVisible();
  });

  it('adds the extras, fall of wickets and partnerships to the scorecard, and charts with a table', async () => {
    stubCenter();
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const done = await card('Riverside Royals vs Hilltop Hawks', 1);
    await user.click(within(done).getByRole('button', { name: /^Scorecard: / }));
    expect(within(done).getByRole('tab', { name: 'Scorecard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(done).getByText('Extras 2 (wd 1, nb 0, b 0, lb 1, pen 0)')).toBeVisible();
    const falls = within(done).getByRole('region', { name: 'Fall of wickets: Riverside Royals' });
    expect(falls).toHaveTextContent('15/1 (राहुल द्रविड़, 1.3 ov)');
    const pairs = within(done).getByRole('table', { name: 'Partnerships: Riverside Royals' });
    expect(within(pairs).getAllByRole('row')[2]).toHaveTextContent(
      "2Shreyas Iyer-O'Brien · Ishan Kishan (unbroken)4 (3)",
    );

    await user.click(within(done).getByRole('tab', { name: 'Charts' }));
    const worm = await within(done).findByRole('img', { name: 'Worm: runs after each over' });
    expect(worm).toHaveAccessibleDescription(
      'Runs after each over. RR 19/1 after 2.0 overs; HH 7/0 after 1.0 overs. Dots marked W show the overs with wickets, in the colour of the side that lost them.',
    );
    expect(
      within(done).getByRole('img', { name: 'Manhattan: runs in each over' }),
    ).toBeInTheDocument();
    await user.click(within(done).getByText('Show the charts as a table'));
    const table = within(done).getByRole('table', { name: 'Runs and wickets per over' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['OverRR runsRR totalRR wicketsHH runsHH totalHH wickets', '1990770', '210191–––']);
  });

  it('says when no ball has been scored, and offers a retry when the log fails to load', async () => {
    let fail = true;
    stubCenter({
      [ballsOf(completedBallMatch.id)]: () => json(ballLog([])),
      [ballsOf(liveBallMatch.id)]: () =>
        fail
          ? json({ error: 'unavailable', message: 'Scores are resting' }, { status: 503 })
          : json(ballLog(shortMatchBalls)),
    });
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const done = await card('Riverside Royals vs Hilltop Hawks', 1);
    await user.click(within(done).getByRole('button', { name: /^Scorecard: / }));
    await user.click(within(done).getByRole('tab', { name: 'Commentary' }));
    expect(await within(done).findByText('No balls scored yet')).toBeVisible();

    const live = await card('Riverside Royals vs Hilltop Hawks');
    await user.click(within(live).getByRole('button', { name: /^Scorecard: / }));
    const alert = await within(live).findByRole('alert', {});
    expect(alert).toHaveTextContent("We couldn't load the ball-by-ball commentary");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Try again|Retry/ }));
    expect(await within(live).findByText('End of over 2: 10 runs, RR 19/1')).toBeVisible();
  });

  it('refetches the commentary when the live feed says the match changed', async () => {
    const streams = liveStreams();
    let balls = shortMatchBalls.slice(0, -1);
    stubCenter({
      [ballsOf(liveBallMatch.id)]: () => json(ballLog(balls)),
      [`GET /api/events/${cupId}/live`]: (request) => streams.respond(request),
    });
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const live = await card('Riverside Royals vs Hilltop Hawks');
    await user.click(within(live).getByRole('button', { name: /^Scorecard: / }));
    const list = await within(live).findByRole('list', { name: /commentary/ });
    expect(within(list).queryByText(/End of over 1: 7 runs/)).not.toBeInTheDocument();

    balls = shortMatchBalls;
    act(() =>
      streams.send('change', { eventId: cupId, updatedAt: new Date().toISOString(), matches: [] }),
    );
    expect(await within(live).findByText('End of over 1: 7 runs, HH 7/0')).toBeVisible();
  });
});
