import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, bearer, createEvent, deleteEvent, randomLetters } from './support/events';

// Issue 23: two tabs of one browser on the match center share one live connection (the tab
// holding the Web Lock connects, the other hears it over a BroadcastChannel), both show a score
// the moment it is saved, and the page says it is live and when the last update came.

async function liveFixture(request: APIRequestContext, token: string) {
  const event = await createEvent(request, token, `E2E Live tabs ${randomLetters(8)}`);
  const suffix = randomLetters(4);
  const sides = [
    { name: `राहुल द्रविड़ XI ${suffix}`, shortName: 'RDX', players: ['राहुल द्रविड़'] },
    { name: `இரவிச்சந்திரன் அஷ்வின் XI ${suffix}`, shortName: 'RAX', players: ['இரவிச்சந்திரன் அஷ்வின்'] },
  ];
  for (const side of sides) {
    const response = await request.post(`/api/events/${event._id}/teams`, {
      headers: bearer(token),
      data: side,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const created = await request.post(`/api/events/${event._id}/matches`, {
    headers: bearer(token),
    data: {
      team1ShortName: 'RDX',
      team2ShortName: 'RAX',
      date: new Date().toISOString(),
      overs: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournament = (await (await request.get(`/api/events/${event._id}/tournament`)).json()) as {
    matches: { id: string }[];
  };
  const score = async (runs: number) => {
    const saved = await request.put(`/api/matches/${tournament.matches[0]!.id}/score`, {
      headers: bearer(token),
      data: { status: 'live', innings: [{ battingTeam: 'RDX', runs, wickets: 1, overs: '4.2' }] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  return { event, score };
}

test('two tabs show a live score over one connection', async ({ context, request }) => {
  test.slow();
  const token = await adminToken(request);
  const { event, score } = await liveFixture(request, token);
  await score(31);
  const liveRequests: string[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/events/${event._id}/live`)
      liveRequests.push(sent.url());
  });
  try {
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto(`/event-details-tour?event=${event._id}`);
      await expect(tab.getByText('RDX 31/1 (4.2)')).toBeVisible();
      // Live once the page's script runs: a busy machine may take a while to hydrate it.
      await expect(tab.locator('[data-live-status="live"]')).toContainText('Live', {
        timeout: 30_000,
      });
    }

    await score(37);
    for (const tab of tabs) {
      await expect(tab.getByText('RDX 37/1 (4.2)')).toBeVisible();
      await expect(tab.getByText(/^Last update /)).toBeVisible();
    }
    expect(liveRequests).toHaveLength(1);
  } finally {
    await deleteEvent(request, token, event._id);
  }
});
