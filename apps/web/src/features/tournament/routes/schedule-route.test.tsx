import type { PortalEvent } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { overrideReaderTimeZone } from '../../../lib/use-reader-time-zone';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { cupEvent, cupId, makeTournament } from '../testing/tournament-fixtures';

const sponsors: PortalEvent['sponsors'] = [
  {
    name: 'Riverside Bank',
    person: 'Meera Shah',
    website: 'https://bank.example.org',
    logoUrl: null,
  },
];

function stubSchedule(routes: FetchRoutes = {}, events: PortalEvent[] = [cupEvent({ sponsors })]) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': () => json(events),
    [`GET /api/events/${cupId}/tournament`]: () => json(makeTournament()),
    ...routes,
  });
}

/** The card that shows both teams (schedule cards have no heading of their own). */
function cardOf(first: string, second: string) {
  const card = screen
    .getAllByRole('article')
    .find(
      (article) => article.textContent?.includes(first) && article.textContent.includes(second),
    );
  if (!card) throw new Error(`No card for ${first} vs ${second}`);
  return card;
}

// Load the lazy screen and the styles that come with it once up front (slow on a busy machine),
// so the first test does not spend its wait on the import.
beforeAll(
  () => Promise.all([import('./schedule-route'), import('../../../components/all-mantine-styles')]),
  60_000,
);

describe('match schedule', () => {
  it('lists every match with teams, date, time, venue, stage and outcome', async () => {
    stubSchedule();
    renderRoute(`/teamdetails?event=${cupId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Match Schedule' })).toBeVisible();
    expect(document.title).toBe(`Match Schedule · ${communitySite.name}`);
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 matches');

    const completed = cardOf('Riverside Royals', 'Hilltop Hawks');
    // At the venue, named, whatever the machine's zone (a reader in Pune sees one time).
    expect(completed).toHaveTextContent('Sat 5 Dec 2026, 10:00 IST');
    expect(completed).not.toHaveTextContent('your time');
    expect(within(completed).getByText('Riverside College Grounds')).toBeVisible();
    expect(within(completed).getByText('League')).toBeVisible();
    expect(within(completed).getByText('Completed')).toBeVisible();
    expect(within(completed).getByText('Riverside Royals won by 12 runs')).toBeVisible();
    expect(within(completed).getByText('162/5 (20.0)')).toBeVisible();
    expect(within(completed).getByRole('img', { name: 'Hilltop Hawks' })).toBeVisible();

    const live = cardOf('Lakeside Lions', 'Riverside Royals');
    expect(within(live).getByText('Live')).toBeVisible();
    expect(within(live).getByText('Match in progress')).toBeVisible();
    expect(within(live).getByText('LL 87/2 (10.3)')).toBeVisible();

    const scheduled = cardOf('Hilltop Hawks', 'Lakeside Lions');
    expect(scheduled).toHaveTextContent('Starts Mon 7 Dec 2026 at 15:30 IST');
    expect(within(scheduled).getByText('Playoff')).toBeVisible();
    expect(scheduled).not.toHaveTextContent('Match in progress');
  });

  it('gives a reader in Toronto their own time beside the venue’s', async () => {
    // The setup puts readers back in Pune after each test.
    overrideReaderTimeZone('America/Toronto');
    stubSchedule();
    renderRoute(`/teamdetails?event=${cupId}`);
    await screen.findByRole('list', { name: 'Matches' });
    // 10:00 in Pune is 23:30 the evening before in Toronto; 15:30 is 05:00 the same day.
    expect(cardOf('Riverside Royals', 'Hilltop Hawks')).toHaveTextContent(
      'Sat 5 Dec 2026, 10:00 IST (23:30 Fri in Toronto (your time))',
    );
    expect(cardOf('Hilltop Hawks', 'Lakeside Lions')).toHaveTextContent(
      'Starts Mon 7 Dec 2026 at 15:30 IST (05:00 in Toronto (your time))',
    );
  });

  it('filters by either side’s name or short name, and says when nothing matches', async () => {
    stubSchedule();
    const { user } = renderRoute(`/teamdetails?event=${cupId}`);

    const search = await screen.findByRole('searchbox', { name: 'Search matches' });
    expect(search).toHaveAttribute('placeholder', 'Search matches...');

    await user.type(search, 'lions');
    const list = screen.getByRole('list', { name: 'Matches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 matches');

    await user.clear(search);
    await user.type(search, 'HH');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No matches found for "zzz"');
    expect(screen.queryByRole('list', { name: 'Matches' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(
      within(screen.getByRole('list', { name: 'Matches' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('lists the event’s sponsors', async () => {
    stubSchedule();
    renderRoute('/teamdetails');

    const section = await screen.findByRole('region', { name: 'Sponsors' });
    expect(within(section).getByText('Riverside Bank')).toBeVisible();
    expect(within(section).getByText('Meera Shah')).toBeVisible();
    expect(within(section).getByRole('link', { name: /bank\.example\.org/ })).toHaveAttribute(
      'href',
      'https://bank.example.org',
    );
  });

  it('says when the event has no sponsors', async () => {
    stubSchedule({}, [cupEvent()]);
    renderRoute(`/teamdetails?event=${cupId}`);

    const section = await screen.findByRole('region', { name: 'Sponsors' });
    expect(await within(section).findByText('No sponsors available for this event.')).toBeVisible();
  });

  it('reads an event missing from the list on its own, for its sponsors', async () => {
    const { requests } = stubSchedule(
      { [`GET /api/events/${cupId}`]: () => json(cupEvent({ sponsors })) },
      [makeEvent({ _id: 'e-other', id: 'e-other' })],
    );
    renderRoute(`/teamdetails?event=${cupId}`);

    expect(await screen.findByText('Riverside Bank')).toBeVisible();
    expect(requests.some((request) => request.url.endsWith(`/api/events/${cupId}`))).toBe(true);
  });

  it('says when no matches are scheduled yet', async () => {
    stubSchedule({
      [`GET /api/events/${cupId}/tournament`]: () => json(makeTournament({ matches: [] })),
    });
    renderRoute(`/teamdetails?event=${cupId}`);

    expect(await screen.findByText('No matches have been scheduled yet.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Matches' })).not.toBeInTheDocument();
  });
});
