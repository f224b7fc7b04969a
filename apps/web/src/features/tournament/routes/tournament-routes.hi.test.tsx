import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';
import { cupLeaderboards } from '../testing/leaderboard-fixtures';
import { cupEvent, cupId, makeTournament } from '../testing/tournament-fixtures';

// The screens' code loads lazily, and slowly on a busy machine: load it once up front.
const lazyScreen = 15_000;
beforeAll(
  () =>
    Promise.all([
      import('./teams-route'),
      import('./match-center-route'),
      import('./schedule-route'),
      import('../../../components/all-mantine-styles'),
    ]),
  60_000,
);

function stubTournament() {
  stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json([cupEvent()]),
    [`GET /api/events/${cupId}/tournament`]: () => json(makeTournament()),
    [`GET /api/events/${cupId}/tournament/leaderboards`]: () => json(cupLeaderboards),
  });
}

describe('tournament screens in Hindi', () => {
  it('shows the points table in Hindi, with the rule’s plurals and signed run rates', async () => {
    await useLanguageInTest('hi');
    stubTournament();
    renderRoute(`/team?event=${cupId}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'टीमें और अंक तालिका' },
        { timeout: lazyScreen },
      ),
    ).toBeVisible();
    expect(document.title).toBe(`टीमें और अंक तालिका · ${communitySite.name}`);
    const table = await screen.findByRole('table', { name: 'अंक तालिका' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#रैंक', 'टीम', 'मैच', 'जी-हाजीते-हारे', 'अंक', 'NRRनेट रन रेट']);
    const [, royals, hawks, lions] = within(table).getAllByRole('row');
    expect(royals).toHaveTextContent('+1.500');
    expect(hawks).toHaveTextContent('1-1 (1 बेनतीजा)');
    expect(lions).toHaveTextContent('-1.250');
    expect(
      within(table).getByText(/^जीत पर 2 अंक, टाई या बेनतीजा मैच पर 1 अंक मिलते हैं। NRR \(नेट रन रेट\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'टूर्नामेंट के पेज' })).toHaveTextContent(
      'अंक तालिकासमय-सारणीमैच सेंटर',
    );
  });

  it('shows the match center in Hindi: results, toss, scorecards and start times', async () => {
    await useLanguageInTest('hi');
    stubTournament();
    const { user } = renderRoute(`/event-details-tour?event=${cupId}`);

    const heading = await screen.findByRole(
      'heading',
      { level: 3, name: 'Riverside Royals बनाम Hilltop Hawks' },
      { timeout: lazyScreen },
    );
    const completed = heading.closest('article')!;
    expect(screen.getByRole('heading', { level: 1, name: 'मैच सेंटर' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'नतीजे' })).toBeVisible();
    await user.click(
      within(completed).getByRole('button', {
        name: 'स्कोरकार्ड: Riverside Royals बनाम Hilltop Hawks',
      }),
    );
    // The server wrote the result in English; the screen says it in Hindi.
    expect(within(completed).getByText('Riverside Royals ने 12 रन से मैच जीता')).toBeVisible();
    expect(within(completed).getByText('Hilltop Hawks ने टॉस जीतकर पहले गेंदबाज़ी चुनी।')).toBeVisible();
    expect(within(completed).getByText('पूरा हुआ')).toBeVisible();
    expect(within(completed).getByRole('tab', { name: /Riverside Royals की पारी/ })).toBeVisible();
    expect(
      within(completed).getByRole('table', { name: 'Riverside Royals की बल्लेबाज़ी' }),
    ).toBeVisible();
    expect(completed).toHaveTextContent('मैन ऑफ़ द मैच: A. Sharma');

    const later = screen
      .getByRole('heading', { level: 3, name: 'Hilltop Hawks बनाम Lakeside Lions' })
      .closest('article')!;
    // The day as every happening's day is written, in Hindi.
    expect(later).toHaveTextContent('सोम 7 दिस॰ 2026 को 15:30 IST बजे शुरू');
    expect(within(later).getByText('प्लेऑफ़')).toBeVisible();
  });

  it('counts the schedule’s matches in Hindi', async () => {
    await useLanguageInTest('hi');
    stubTournament();
    renderRoute(`/teamdetails?event=${cupId}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'मैचों की समय-सारणी' },
        { timeout: lazyScreen },
      ),
    ).toBeVisible();
    expect(await screen.findByRole('list', { name: 'मैच' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 में से 3 मैच');
    expect(screen.getByRole('searchbox', { name: 'मैच खोजें' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'प्रायोजक' })).toBeVisible();
  });
});
