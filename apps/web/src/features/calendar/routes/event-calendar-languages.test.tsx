import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

// Issue 17: the calendar in the reader's language (Intl month and weekday names, plurals), the
// organisers' Hindi titles (ADR 25), and a search that finds any version on the server.
const fair = makeEvent({
  _id: 'e-fair',
  title: 'Food Fair',
  date: '2026-12-05T10:00:00.000Z',
  endDate: '2026-12-05T14:00:00.000Z',
  translations: { hi: { title: 'खाद्य मेला' } },
});
const quiz = makeEvent({
  _id: 'e-quiz',
  title: 'Quiz Night',
  date: '2026-12-05T14:30:00.000Z',
  endDate: '2026-12-05T15:00:00.000Z',
  translations: { gu: { title: 'ક્વિઝ રાત' } },
});

beforeAll(async () => {
  await import('./event-calendar-route');
});

describe('event calendar in Hindi', () => {
  it('names the month, the days and the counts in Hindi and shows the Hindi titles', async () => {
    await useLanguageInTest('hi');
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () => json([fair, quiz]),
    });
    const { user } = renderRoute('/event-calendar?month=2026-12');

    const day = await screen.findByRole(
      'button',
      { name: 'शनिवार 5 दिसंबर 2026, 2 कार्यक्रम' },
      // The Hindi catalogue and the lazy route load first.
      { timeout: 15_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'कार्यक्रम कैलेंडर' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'दिसंबर 2026' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'रविवार 6 दिसंबर 2026, कोई कार्यक्रम नहीं' }),
    ).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers[0]).toBe('रविरविवार');

    await user.click(day);
    const list = screen.getByRole('region', { name: 'शनिवार 5 दिसंबर 2026 के कार्यक्रम' });
    // The Hindi version, marked as Hindi, with the note and a way to the original.
    const hindi = within(list).getByRole('heading', { level: 3, name: 'खाद्य मेला' });
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(within(list).getByText('आयोजकों द्वारा अनुवादित')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'खाद्य मेला का विवरण' })).toBeVisible();
    // No Hindi version of the quiz: its original, with the Gujarati one offered.
    expect(within(list).getByRole('heading', { level: 3, name: 'Quiz Night' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'ગુજરાતી में पढ़ें' })).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'मूल देखें' }));
    expect(within(list).getByRole('heading', { level: 3, name: 'Food Fair' })).not.toHaveAttribute(
      'lang',
    );
    const back = within(list).getByRole('button', { name: 'हिन्दी में पढ़ें' });
    expect(back).toHaveFocus();
  });

  it('searches every language version through the server', async () => {
    await useLanguageInTest('hi');
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': (request) =>
        json(new URL(request.url).searchParams.get('q') === 'मेला' ? [fair] : [fair, quiz]),
    });
    const { user, router } = renderRoute('/event-calendar?month=2026-12');
    await screen.findByRole('button', { name: 'शनिवार 5 दिसंबर 2026, 2 कार्यक्रम' });

    await user.type(screen.getByRole('searchbox', { name: 'कार्यक्रम खोजें' }), 'मेला');
    expect(await screen.findByRole('status')).toHaveTextContent('“मेला” से 1 कार्यक्रम मेल खाता है।');
    expect(screen.getByRole('button', { name: 'शनिवार 5 दिसंबर 2026, 1 कार्यक्रम' })).toBeVisible();
    expect(router.state.location.search).toBe(`?month=2026-12&q=${encodeURIComponent('मेला')}`);
    const last = new URL(requests.filter((r) => r.url.includes('/api/events')).at(-1)!.url);
    expect(last.searchParams.get('q')).toBe('मेला');
  });
});
