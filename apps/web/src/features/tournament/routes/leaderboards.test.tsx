import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { cupLeaderboards, emptyLeaderboards } from '../testing/leaderboard-fixtures';
import { stubNarrowScreen } from '../testing/test-screens';
import { cupEvent, cupId, makeTournament } from '../testing/tournament-fixtures';

const leaderboardsPath = `GET /api/events/${cupId}/tournament/leaderboards`;

function stubPage(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json([cupEvent()]),
    [`GET /api/events/${cupId}/tournament`]: () => json(makeTournament()),
    [leaderboardsPath]: () => json(cupLeaderboards),
    ...routes,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

beforeAll(
  () => Promise.all([import('./teams-route'), import('../../../components/all-mantine-styles')]),
  60_000,
);

describe('leaderboards on the tournament page', () => {
  it('shows a tab per table, each ranked with the figures that explain it', async () => {
    stubPage();
    const { user } = renderRoute(`/team?event=${cupId}`);

    const section = await screen.findByRole('region', { name: 'Leaderboards' });
    const runs = await within(section).findByRole('table', { name: 'Most runs' });
    expect(rowsOf(runs)).toEqual([
      '#RankPlayerRunsInningsStrike rate',
      '1राहुल द्रविड़ RR1042146.5',
      "2Shreyas Iyer-O'Brien HH662173.7",
    ]);
    expect(section).toHaveTextContent('From 2 matches scored ball by ball.');

    await user.click(within(section).getByRole('tab', { name: 'Best strike rate' }));
    expect(within(section).getByText('Batters who have faced at least 10 balls.')).toBeVisible();
    expect(rowsOf(within(section).getByRole('table', { name: 'Best strike rate' }))[1]).toBe(
      "1Shreyas Iyer-O'Brien HH173.76638",
    );

    await user.click(within(section).getByRole('tab', { name: 'Highest scores' }));
    expect(rowsOf(within(section).getByRole('table', { name: 'Highest scores' })).slice(1)).toEqual(
      ['1राहुल द्रविड़ RR71*48v HH', "2Shreyas Iyer-O'Brien HH4022v RR"],
    );

    await user.click(within(section).getByRole('tab', { name: 'Best bowling' }));
    expect(rowsOf(within(section).getByRole('table', { name: 'Best bowling' }))[1]).toBe(
      '1જસપ્રીત બુમરાહ HH4/214.0v RR',
    );

    // The arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(within(section).getByRole('tab', { name: 'Most sixes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(rowsOf(within(section).getByRole('table', { name: 'Most sixes' }))[1]).toBe(
      "1Shreyas Iyer-O'Brien HH56638",
    );
  });

  it('lets a phone pick the table from a list, with the economy’s minimum', async () => {
    stubNarrowScreen();
    stubPage();
    const { user } = renderRoute(`/team?event=${cupId}`);

    const section = await screen.findByRole('region', { name: 'Leaderboards' });
    const picker = await within(section).findByRole('combobox', { name: 'Leaderboard' });
    expect(within(section).queryByRole('tablist')).not.toBeInTheDocument();
    await user.selectOptions(picker, 'Best economy');
    expect(
      within(section).getByText('Bowlers who have bowled at least 12 legal balls.'),
    ).toBeVisible();
    expect(rowsOf(within(section).getByRole('table', { name: 'Best economy' })).slice(1)).toEqual([
      '1જસપ્રીત બુમરાહ HH5.138.06',
      '2இரவிச்சந்திரன் அஷ்வின் RR7.097.23',
    ]);
  });

  it('says so before any ball is scored', async () => {
    stubPage({ [leaderboardsPath]: () => json(emptyLeaderboards()) });
    renderRoute(`/team?event=${cupId}`);
    const section = await screen.findByRole('region', { name: 'Leaderboards' });
    expect(await within(section).findByText('No balls scored yet')).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a table nobody qualifies for as empty', async () => {
    stubPage({ [leaderboardsPath]: () => json({ ...cupLeaderboards, bestEconomy: [] }) });
    const { user } = renderRoute(`/team?event=${cupId}`);
    const section = await screen.findByRole('region', { name: 'Leaderboards' });
    await user.click(await within(section).findByRole('tab', { name: 'Best economy' }));
    expect(within(section).getByText('Nobody yet.')).toBeVisible();
  });

  it('shows the loading state, then the error with a retry that recovers', async () => {
    let answer: () => Response = () =>
      json({ error: 'unavailable', message: 'The scores are resting' }, { status: 503 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubPage({
      [leaderboardsPath]: async () => {
        await held;
        return answer();
      },
    });
    const { user } = renderRoute(`/team?event=${cupId}`);

    const section = await screen.findByRole('region', { name: 'Leaderboards' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading leaderboards');
    release();
    const alert = await within(section).findByRole('alert', {});
    expect(alert).toHaveTextContent("We couldn't load the leaderboards");
    answer = () => json(cupLeaderboards);
    await user.click(within(alert).getByRole('button'));
    expect(await within(section).findByRole('table', { name: 'Most runs' })).toBeVisible();
  });
});
