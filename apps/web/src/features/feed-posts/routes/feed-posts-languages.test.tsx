import type { FeedPostInput } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';
import { makeFeedPost } from '../testing/feed-post-fixtures';

// Issue 17: community news in Hindi with the organisers' Hindi version (ADR 25), and the form
// that writes the versions beside the original.

beforeAll(async () => {
  await Promise.all([import('./feed-post-form-route'), import('./manage-feed-posts-route')]);
}, 120_000);

describe('feed posts in several languages', () => {
  it('shows a Hindi reader the Hindi version with a note, and the original on request', async () => {
    await useLanguageInTest('hi');
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/upcoming': () => json([]),
      'GET /api/posts': () => json([]),
      'GET /api/feedposts': () =>
        json([
          makeFeedPost({
            translations: {
              hi: { title: 'शनिवार को सफ़ाई दिवस', content: 'नदी द्वार पर 9 बजे मिलें।' },
            },
          }),
        ]),
    });
    const { user } = renderRoute('/');

    const section = await screen.findByRole(
      'region',
      { name: 'समुदाय की खबरें' },
      { timeout: 30_000 },
    );
    const post = await within(section).findByRole('article', { name: 'शनिवार को सफ़ाई दिवस' });
    expect(within(post).getByRole('heading', { name: 'शनिवार को सफ़ाई दिवस' })).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(within(post).getByText('नदी द्वार पर 9 बजे मिलें।')).toHaveAttribute('lang', 'hi');
    expect(within(post).getByText('आयोजकों द्वारा अनुवादित')).toBeVisible();
    expect(within(post).getByText('1 अक्टू॰ 2026')).toBeVisible();
    expect(within(post).getByRole('link', { name: /^और पढ़ें/ })).toBeVisible();

    await user.click(within(post).getByRole('button', { name: 'मूल देखें' }));
    expect(within(post).getByRole('heading', { name: 'Clean-up day on Saturday' })).toBeVisible();
    expect(within(post).getByText('Meet at the river gate at 9. Gloves provided.')).toBeVisible();
  }, 120_000);

  it('edits the versions beside the original and sends them, blanks left out', async () => {
    storeSession(adminUser);
    const post = makeFeedPost({ translations: { hi: { title: 'सफ़ाई दिवस' } } });
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/channels/managed': () => json([{ _id: 'c-1', name: 'Riverside Volunteers' }]),
      'GET /api/feedposts': () => json([post]),
      'PUT /api/feedposts/p-1': () =>
        json({ message: 'Feed post updated successfully!', post: makeFeedPost() }),
    });
    const { user } = renderRoute('/editFeeds');

    const card = await screen.findByRole(
      'article',
      { name: 'Clean-up day on Saturday' },
      { timeout: 30_000 },
    );
    await user.click(within(card).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const translations = within(dialog).getByRole('group', { name: 'Translations' });
    // The original, to translate from, follows what is typed above.
    // (On the Original tab, behind the Hindi one in a narrow dialog.)
    expect(within(translations).getByText('Clean-up day on Saturday')).toBeInTheDocument();

    const hindiTitle = within(translations).getByLabelText('हिन्दी: Title');
    expect(hindiTitle).toHaveValue('सफ़ाई दिवस');
    expect(hindiTitle).toHaveAttribute('lang', 'hi');
    await user.click(within(translations).getByRole('tab', { name: 'ગુજરાતી' }));
    const gujaratiContent = within(translations).getByLabelText('ગુજરાતી: Content');
    expect(gujaratiContent).toHaveAttribute('lang', 'gu');
    await user.type(gujaratiContent, 'નદીના દરવાજે 9 વાગ્યે મળીએ.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Feed post updated successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'PUT')?.json()) as FeedPostInput;
    expect(body.translations).toEqual({
      hi: { title: 'सफ़ाई दिवस' },
      gu: { content: 'નદીના દરવાજે 9 વાગ્યે મળીએ.' },
    });
  }, 120_000);
});
