import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

// Issue 17: the details page in Hindi, and the organisers' Hindi version of the event (ADR 25).
const event = makeEvent({
  _id: 'e-cup',
  id: 'e-cup',
  channelName: 'Riverside Cricket Club',
  translations: {
    hi: { title: 'ग्रीष्म क्रिकेट कप', description: 'तीन दिन मैच, संगीत और खाने के स्टॉल।' },
    gu: { title: 'ઉનાળુ ક્રિકેટ કપ' },
  },
});

// The route's code loads lazily; compile it up front so the waits below measure the screen.
beforeAll(async () => {
  await import('./event-details-route');
}, 120_000);

function stub() {
  stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events/e-cup': () => json(event),
  });
}

describe('event details in Hindi', () => {
  it('shows the Hindi version with a note, Hindi texts and plurals, and the original on request', async () => {
    await useLanguageInTest('hi');
    stub();
    const { user } = renderRoute('/event-details/e-cup');

    const title = await screen.findByRole('heading', { level: 1, name: 'ग्रीष्म क्रिकेट कप' });
    expect(title).toHaveAttribute('lang', 'hi');
    expect(document.title).toBe(`ग्रीष्म क्रिकेट कप · ${communitySite.name}`);
    expect(screen.getByText('तीन दिन मैच, संगीत और खाने के स्टॉल।')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('आयोजकों द्वारा अनुवादित')).toBeVisible();
    expect(screen.getByText('आयोजक: Riverside Cricket Club')).toBeVisible();
    expect(screen.getByText('100 सीटों में से 88 बाकी')).toBeVisible();
    // The machine's zone decides the hours; the days are named in Hindi.
    expect(screen.getByText(/^शनि 5 दिस॰ 2026, \d\d:\d\d – सोम 7 दिस॰ 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'पंजीकरण करें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'कैलेंडर में जोड़ें' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'मूल देखें' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Summer Cricket Cup' })).toBeVisible();
    expect(screen.getByText('Three days of matches, music and food stalls.')).toBeVisible();
    // The other versions are offered by their own names.
    expect(screen.getByRole('button', { name: 'हिन्दी में पढ़ें' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'ગુજરાતી में पढ़ें' }));
    expect(screen.getByRole('heading', { level: 1, name: 'ઉનાળુ ક્રિકેટ કપ' })).toHaveAttribute(
      'lang',
      'gu',
    );
    // No Gujarati description: the original one stays.
    expect(screen.getByText('Three days of matches, music and food stalls.')).toBeVisible();
  });

  it('shows the original, with the versions it has, to an English reader', async () => {
    stub();
    renderRoute('/event-details/e-cup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('Also written in')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read in हिन्दी' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read in ગુજરાતી' })).toBeVisible();
  });
});
