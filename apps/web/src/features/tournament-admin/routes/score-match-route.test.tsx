import type { Match } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json } from '../../../testing/stub-fetch';
import { bodyOf, eventId, makeMatch, makeTournament, stubOrganiser } from './tournament-test-data';

const liveMatch = makeMatch({
  status: 'live',
  toss: { winner: 'ACE', decision: 'bat' },
  innings: [
    {
      battingTeam: 'ACE',
      runs: 120,
      wickets: 3,
      overs: '15.2',
      allOut: false,
      batting: [
        { player: 'Asha Rao', runs: 60, balls: 40, fours: 5, sixes: 2, howOut: 'c Khan b Rao' },
      ],
      bowling: [
        { player: 'Ravi Khan', overs: '4', maidens: 0, runs: 30, wickets: 2, economy: 7.5 },
      ],
    },
  ],
});

function stubScorer(match: Match, routes: Parameters<typeof stubOrganiser>[0] = {}) {
  return stubOrganiser({ 'GET /api/matches/m-1': () => json(match), ...routes });
}

const innings1 = () => screen.getByRole('region', { name: /^1st innings/ });

// Load the lazy screen and its styles once up front, so the first test does not spend its wait
// on the import.
beforeAll(
  () =>
    Promise.all([import('./score-match-route'), import('../../../components/all-mantine-styles')]),
  60_000,
);

describe('score a match', () => {
  it('fills the form from the saved match', async () => {
    stubScorer(liveMatch);
    const { user } = renderRoute('/score/m-1/totals');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Aces v Hilltop Blazers' }),
    ).toBeVisible();
    expect(document.title).toBe(`Score ACE v BLZ · ${communitySite.name}`);
    expect(screen.getByRole('link', { name: 'Back to the match center' })).toHaveAttribute(
      'href',
      `/event-details-tour?event=${eventId}`,
    );
    expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked();
    expect(screen.getByLabelText('Toss won by')).toHaveValue('ACE');
    expect(screen.getByLabelText('Chose to')).toHaveValue('bat');
    const innings = innings1();
    expect(innings).toHaveAccessibleName('1st innings: Riverside Aces');
    expect(within(innings).getByLabelText('Batting team')).toHaveValue('ACE');
    expect(within(innings).getByLabelText('Runs')).toHaveValue('120');
    expect(within(innings).getByLabelText('Wickets')).toHaveValue('3');
    expect(within(innings).getByLabelText(/^Overs/)).toHaveValue('15.2');
    expect(within(innings).getByLabelText(/^Overs/)).toHaveAccessibleDescription(
      'overs.balls, e.g. 19.4',
    );
    expect(screen.getByText('The result is worked out from the totals.')).toBeVisible();

    const battingToggle = within(innings).getByRole('button', { name: 'Batting (1)' });
    expect(battingToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(battingToggle);
    const batter = within(innings).getByRole('group', { name: 'Batter 1' });
    expect(within(batter).getByRole('combobox', { name: 'Player' })).toHaveValue('Asha Rao');
    expect(within(batter).getByLabelText('Balls')).toHaveValue('40');
    expect(within(batter).getByLabelText('How out')).toHaveValue('c Khan b Rao');
    await user.click(within(innings).getByRole('button', { name: 'Bowling (1)' }));
    const bowler = within(innings).getByRole('group', { name: 'Bowler 1' });
    expect(within(bowler).getByRole('combobox', { name: 'Player' })).toHaveValue('Ravi Khan');
    expect(within(bowler).getByLabelText('Wickets')).toHaveValue('2');
  });

  it('saves a live score and shows what the server made of it', async () => {
    let saved = makeMatch();
    const { requests } = stubScorer(makeMatch(), {
      'PUT /api/matches/m-1/score': async (request) => {
        const body = (await request.clone().json()) as { innings: Match['innings'] };
        saved = makeMatch({
          status: 'live',
          toss: { winner: 'ACE', decision: 'bowl' },
          innings: body.innings.map((innings) => ({
            ...innings,
            allOut: false,
            bowling: innings.bowling.map((bowler) => ({ ...bowler, economy: 6.67 })),
          })),
        });
        return json(saved);
      },
    });
    const { user } = renderRoute('/score/m-1/totals');

    await user.click(await screen.findByRole('radio', { name: 'Live' }));
    await user.selectOptions(screen.getByLabelText('Toss won by'), 'ACE');
    await user.selectOptions(screen.getByLabelText('Chose to'), 'bowl');
    await user.click(screen.getByRole('button', { name: 'Add innings' }));

    const innings = innings1();
    // The side that did not choose to bowl bats first.
    expect(within(innings).getByLabelText('Batting team')).toHaveValue('BLZ');
    const runs = within(innings).getByLabelText('Runs');
    await user.clear(runs);
    await user.type(runs, '45');
    const wickets = within(innings).getByLabelText('Wickets');
    await user.clear(wickets);
    await user.type(wickets, '1');
    const overs = within(innings).getByLabelText(/^Overs/);
    await user.clear(overs);
    await user.type(overs, '6.3');

    await user.click(within(innings).getByRole('button', { name: 'Bowling (0)' }));
    await user.click(within(innings).getByRole('button', { name: 'Add bowler to innings 1' }));
    const bowler = within(innings).getByRole('group', { name: 'Bowler 1' });
    await user.type(within(bowler).getByRole('combobox', { name: 'Player' }), 'Asha Rao');
    await user.clear(within(bowler).getByLabelText('Overs'));
    await user.type(within(bowler).getByLabelText('Overs'), '3');
    await user.clear(within(bowler).getByLabelText('Runs'));
    await user.type(within(bowler).getByLabelText('Runs'), '20');
    await user.clear(within(bowler).getByLabelText('Wickets'));
    await user.type(within(bowler).getByLabelText('Wickets'), '1');
    await user.click(screen.getByRole('button', { name: 'Save score' }));

    expect(await screen.findByText('Score saved')).toBeInTheDocument();
    expect(await bodyOf(requests.find((request) => request.method === 'PUT'))).toEqual({
      status: 'live',
      toss: { winner: 'ACE', decision: 'bowl' },
      innings: [
        {
          battingTeam: 'BLZ',
          runs: 45,
          wickets: 1,
          overs: '6.3',
          batting: [],
          bowling: [{ player: 'Asha Rao', overs: '3', maidens: 0, runs: 20, wickets: 1 }],
        },
      ],
    });
    // The page stays, showing what was saved.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Live'),
    );
    expect(within(innings1()).getByLabelText('Runs')).toHaveValue('45');
    // Many keystrokes through the whole app shell: allow for a busy machine.
  }, 120_000);

  it('shows the result the server worked out', async () => {
    stubScorer(liveMatch, {
      'PUT /api/matches/m-1/score': () =>
        json({ ...liveMatch, status: 'completed', result: 'Riverside Aces won by 12 runs' }),
    });
    const { user } = renderRoute('/score/m-1/totals');

    await user.click(await screen.findByRole('radio', { name: 'Completed' }));
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findAllByText('Riverside Aces won by 12 runs')).not.toHaveLength(0);
  });

  it('asks for a result only when the match is abandoned', async () => {
    const { requests } = stubScorer(makeMatch(), {
      'PUT /api/matches/m-1/score': () =>
        json(makeMatch({ status: 'abandoned', result: 'Rain: no play' })),
    });
    const { user } = renderRoute('/score/m-1/totals');

    expect(await screen.findByText('The result is worked out from the totals.')).toBeVisible();
    expect(screen.queryByLabelText(/^Result/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Abandoned' }));
    expect(screen.queryByText('The result is worked out from the totals.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Result/), 'Rain: no play');
    await user.click(screen.getByRole('button', { name: 'Save score' }));

    expect(await screen.findAllByText('Rain: no play')).not.toHaveLength(0);
    expect(await bodyOf(requests.find((request) => request.method === 'PUT'))).toEqual({
      status: 'abandoned',
      toss: null,
      innings: [],
      result: 'Rain: no play',
    });
  });

  it('puts the server’s field messages on the boxes they name', async () => {
    stubScorer(liveMatch, {
      'PUT /api/matches/m-1/score': () =>
        json(
          {
            error: 'validation',
            message: 'At most 20 overs in this match',
            fields: {
              'innings.0.overs': 'At most 20 overs in this match',
              'innings.0.bowling.0.overs':
                'A bowler cannot bowl more overs than the innings lasted',
            },
          },
          { status: 400 },
        ),
    });
    const { user } = renderRoute('/score/m-1/totals');

    await screen.findByRole('radio', { name: 'Live' });
    const overs = within(innings1()).getByLabelText(/^Overs/);
    await user.click(screen.getByRole('button', { name: 'Save score' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('At most 20 overs in this match');
    expect(overs).toHaveAttribute('aria-invalid', 'true');
    expect(overs).toHaveAccessibleDescription(
      expect.stringContaining('At most 20 overs in this match'),
    );
    // The bowling card opens to show its problem.
    const bowler = within(innings1()).getByRole('group', { name: 'Bowler 1' });
    expect(within(bowler).getByLabelText('Overs')).toHaveAccessibleDescription(
      'A bowler cannot bowl more overs than the innings lasted',
    );
  });

  it('checks the totals with the contract’s rules before sending', async () => {
    const { requests } = stubScorer(liveMatch);
    const { user } = renderRoute('/score/m-1/totals');

    const overs = within(
      await screen.findByRole('region', { name: /^1st innings/ }),
    ).getByLabelText(/^Overs/);
    await user.clear(overs);
    await user.type(overs, '19.7');
    await user.click(screen.getByRole('button', { name: 'Save score' }));

    expect(
      await screen.findByText('Write overs like 19.4 (19 overs and 4 balls)'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('explains a refused save', async () => {
    stubScorer(liveMatch, {
      'PUT /api/matches/m-1/score': () =>
        json({ error: 'forbidden', message: 'You cannot manage this event.' }, { status: 403 }),
    });
    const { user } = renderRoute('/score/m-1/totals');

    await user.click(await screen.findByRole('button', { name: 'Save score' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only the event's organisers can score this match.",
    );
  });

  it('does not offer the form to someone who cannot manage the event', async () => {
    stubScorer(liveMatch, {
      [`GET /api/events/${eventId}/tournament`]: () => json(makeTournament({ canManage: false })),
    });
    renderRoute('/score/m-1/totals');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only the event's organisers can score this match.",
    );
    expect(screen.queryByRole('button', { name: 'Save score' })).not.toBeInTheDocument();
  });

  it('says when the match does not exist', async () => {
    stubOrganiser({
      'GET /api/matches/nope': () =>
        json({ error: 'not_found', message: 'Match not found.' }, { status: 404 }),
    });
    renderRoute('/score/nope/totals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Match not found.');
  });
});
