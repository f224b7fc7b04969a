import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json } from '../../../testing/stub-fetch';
import { eventId, makeMatch, stubOrganiser } from './tournament-test-data';

// The screens' code loads lazily, and slowly on a busy machine: load it once up front.
const lazyScreen = 15_000;
beforeAll(
  () =>
    Promise.all([
      import('./tournament-admin-route'),
      import('./score-match-route'),
      import('../../../components/all-mantine-styles'),
    ]),
  60_000,
);

describe('tournament admin in Hindi', () => {
  it('names the sections, counts players and dates fixtures in Hindi', async () => {
    await useLanguageInTest('hi');
    stubOrganiser();
    renderRoute(`/tournament-admin?event=${eventId}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'टूर्नामेंट एडमिन' },
        { timeout: lazyScreen },
      ),
    ).toBeVisible();
    const teams = await screen.findByRole('region', { name: 'टीमें' });
    // A phone's line under each team: the captain, and a plural count of players.
    expect(within(teams).getByText('कप्तान Asha Rao · 3 खिलाड़ी')).toBeInTheDocument();
    expect(within(teams).getByRole('button', { name: 'Riverside Aces हटाएँ' })).toBeVisible();

    const fixtures = screen.getByRole('region', { name: 'मैच' });
    expect(within(fixtures).getByText('ACE बनाम BLZ')).toBeVisible();
    expect(
      within(fixtures).getByRole('link', {
        name: 'Riverside Aces बनाम Hilltop Blazers का स्कोर भरें',
      }),
    ).toHaveAttribute('href', '/score/m-1');
    // 6 June 2026 was a Saturday: the weekday and month in Hindi.
    expect(within(fixtures).getAllByText('शनि 6 जून 2026, 10:00 IST')).not.toHaveLength(0);
    expect(screen.getByRole('region', { name: 'CSV से समय-सारणी आयात करें' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'अंक' })).toBeVisible();
    expect(document.title).toBe(`Summer Cricket Cup · टूर्नामेंट एडमिन · ${communitySite.name}`);
  });

  it('gives the scorer’s form in Hindi', async () => {
    await useLanguageInTest('hi');
    const match = makeMatch({
      status: 'live',
      innings: [
        {
          battingTeam: 'ACE',
          runs: 120,
          wickets: 3,
          overs: '15.2',
          allOut: false,
          batting: [],
          bowling: [],
        },
      ],
    });
    stubOrganiser({ 'GET /api/matches/m-1': () => json(match) });
    renderRoute('/score/m-1/totals');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Riverside Aces बनाम Hilltop Blazers' },
        { timeout: lazyScreen },
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'लाइव' })).toBeChecked();
    const innings = screen.getByRole('region', { name: 'पहली पारी: Riverside Aces' });
    expect(within(innings).getByLabelText('रन')).toHaveValue('120');
    expect(within(innings).getByRole('button', { name: 'बल्लेबाज़ी (0)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'स्कोर सहेजें' })).toBeVisible();
    expect(document.title).toBe(`स्कोर भरें: ACE बनाम BLZ · ${communitySite.name}`);
  });
});
