import type { WebVitalsPage, WebVitalsSummaryResponse } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const eventDetails: WebVitalsPage = {
  page: '/event-details/:id',
  views: 1234,
  metrics: {
    LCP: { p75: 3250, count: 1200, rating: 'needs-improvement' },
    INP: { p75: 120, count: 300, rating: 'good' },
    CLS: { p75: 0.31, count: 1190, rating: 'poor' },
    FCP: { p75: 900, count: 1200, rating: 'good' },
    TTFB: null,
  },
};
const home: WebVitalsPage = {
  page: '/',
  views: 1,
  metrics: {
    LCP: { p75: 640, count: 1, rating: 'good' },
    INP: null,
    CLS: { p75: 0, count: 1, rating: 'good' },
    FCP: null,
    TTFB: null,
  },
};

const summary = (days: number, pages: WebVitalsPage[]): WebVitalsSummaryResponse => ({
  days,
  since: '2026-03-01T00:00:00.000Z',
  pages,
});

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, routes, { ...communitySite, webVitalsSampleRate: 0.1 });
}

function stubNarrowScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(max-width: 767px)',
  }));
}

const vitalsCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/admin/web-vitals');

describe('admin web vitals', () => {
  it('is for site admins only', async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/web-vitals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
  });

  it('shows p75 per page with units, ratings in words and sample counts', async () => {
    stubAdmin({ 'GET /api/admin/web-vitals': () => json(summary(7, [eventDetails, home])) });
    renderRoute('/admin/web-vitals');

    const table = await screen.findByRole('table', { name: 'Web vitals per page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
    expect(screen.getByText(/10% of page loads are measured/)).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Page', 'Page views', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

    const row = within(within(table).getByRole('row', { name: /\/event-details\/:id/ }));
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1,234',
      '3.25 sNeeds improvement1,200 samples',
      '120 msGood300 samples',
      '0.310Poor1,190 samples',
      '900 msGood1,200 samples',
      'No samples',
    ]);
    const homeRow = within(within(table).getByRole('row', { name: /^\/ / }));
    expect(homeRow.getAllByRole('cell')[1]).toHaveTextContent('640 msGood1 sample');
  });

  it('switches between the last 7 and 30 days through the address', async () => {
    const { requests } = stubAdmin({
      'GET /api/admin/web-vitals': (request) => {
        const days = Number(new URL(request.url).searchParams.get('days'));
        return json(summary(days, days === 30 ? [home, eventDetails] : [eventDetails]));
      },
    });
    const { user, router } = renderRoute('/admin/web-vitals');
    await screen.findByRole('table', { name: 'Web vitals per page' });
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    expect(new URL(vitalsCalls(requests)[0]!.url).searchParams.get('days')).toBe('7');

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(await screen.findByRole('row', { name: /^\/ / })).toBeVisible();
    expect(router.state.location.search).toBe('?days=30');
    expect(new URL(vitalsCalls(requests).at(-1)!.url).searchParams.get('days')).toBe('30');
  });

  it('shows one card per page on a phone', async () => {
    stubNarrowScreen();
    stubAdmin({ 'GET /api/admin/web-vitals': () => json(summary(7, [eventDetails])) });
    renderRoute('/admin/web-vitals?days=30');

    const list = await screen.findByRole('list', { name: 'Web vitals per page' });
    const card = within(within(list).getByRole('listitem'));
    expect(card.getByRole('heading', { name: '/event-details/:id' })).toBeVisible();
    expect(card.getByText('1,234 views')).toBeVisible();
    expect(card.getByText('3.25 s')).toBeVisible();
    expect(card.getByText('Poor')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nothing has been measured yet', async () => {
    stubAdmin({ 'GET /api/admin/web-vitals': () => json(summary(7, [])) });
    renderRoute('/admin/web-vitals');
    expect(await screen.findByText('No measurements yet')).toBeVisible();
    expect(screen.getByText(/in the last 7 days/)).toBeVisible();
  });

  it('explains a failed load and offers to try again', async () => {
    let fail = true;
    stubAdmin({
      'GET /api/admin/web-vitals': () =>
        fail
          ? json({ error: 'internal', message: 'The database is asleep.' }, { status: 500 })
          : json(summary(7, [home])),
    });
    const { user } = renderRoute('/admin/web-vitals');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the web vitals");
    expect(alert).toHaveTextContent('The database is asleep.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Web vitals per page' })).toBeVisible();
  });
});
