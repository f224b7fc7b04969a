import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const current = {
  version: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
  texts: { en: '## Who we are\nRiverside.', hi: '## हम कौन हैं\nरिवरसाइड।', gu: '' },
};

beforeAll(async () => {
  await import('./privacy-notice-admin-route');
});

// Issue 39: a site admin edits the notice in three languages and publishes a new version.
describe('privacy notice editor', () => {
  it('edits each language in its tab and publishes them as a new version', async () => {
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/admin/privacy-notice': () => json(current),
      'PUT /api/admin/privacy-notice': async (request) =>
        json({ ...current, version: 2, texts: (await request.clone().json()).texts }),
      'GET /api/privacy-notice': () =>
        json({ version: 2, publishedAt: current.publishedAt, language: 'en', text: 'x' }),
    });
    storeSession(adminUser);
    const { user } = renderRoute('/admin/privacy-notice');
    const english = await screen.findByRole('textbox', { name: /Notice text \(English\)/ });
    expect(english).toHaveValue(current.texts.en);
    expect(screen.getByText(/Current version: 1/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'ગુજરાતી' }));
    const gujarati = screen.getByRole('textbox', { name: /Notice text \(ગુજરાતી\)/ });
    await user.type(gujarati, 'અમે કોણ છીએ');
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }));

    expect(await screen.findByText('Version 2 published.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({
      texts: { en: current.texts.en, hi: current.texts.hi, gu: 'અમે કોણ છીએ' },
    });
  });

  it('shows the server’s reason when publishing is refused', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/admin/privacy-notice': () => json(current),
      'PUT /api/admin/privacy-notice': () =>
        json(
          { error: 'validation', message: 'The English text is required', fields: {} },
          { status: 400 },
        ),
    });
    storeSession(adminUser);
    const { user } = renderRoute('/admin/privacy-notice');
    await user.clear(await screen.findByRole('textbox', { name: /Notice text \(English\)/ }));
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }));
    expect(await screen.findByText('The English text is required')).toBeVisible();
  });
});
