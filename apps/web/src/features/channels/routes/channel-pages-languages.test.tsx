import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';
import {
  channelId,
  makeChannel,
  makeChannelDetail,
  makeInvite,
  makePost,
  ownerViewer,
  stubChannelPage,
  visitorViewer,
} from '../testing/channel-fixtures';

const owner = { ...memberUser, _id: 'u-owner', name: 'Olivia Owner' };

describe('channel pages in Hindi and Gujarati', () => {
  it('shows a manager the channel page in Hindi, counts and post times included', async () => {
    await useLanguageInTest('hi');
    storeSession(owner);
    stubChannelPage(makeChannelDetail(ownerViewer), {
      'GET /api/auth/user': () => json(owner),
      'GET /api/posts': () => json([makePost()]),
      [`GET /api/channels/${channelId}/invites`]: () => json([makeInvite()]),
    });
    renderRoute(`/channel/${channelId}`);

    // What people wrote stays as written; the portal's own words are Hindi.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Runners' }),
    ).toBeVisible();
    expect(screen.getByText('3 सदस्य')).toBeVisible();
    expect(screen.getByText('यह चैनल आपका है')).toBeVisible();
    expect(screen.getByRole('button', { name: 'पेज प्रबंधित करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'गतिविधि' })).toBeVisible();

    const membersList = screen.getByRole('region', { name: 'सदस्य' });
    expect(await within(membersList).findByText('Olivia Owner')).toBeVisible();
    expect(within(membersList).getByText('मालिक')).toBeVisible();

    const invites = screen.getByRole('region', { name: 'लंबित आमंत्रण' });
    expect(await within(invites).findByText('जुड़ना चाहते हैं')).toBeVisible();
    expect(within(invites).getByText('1 घंटे पहले')).toBeVisible();
    expect(within(invites).getByRole('button', { name: 'Kiran Asker को स्वीकार करें' })).toBeVisible();

    const post = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(post).getByText('Great run today!')).toBeVisible();
    expect(within(post).getByText('5 मिनट पहले')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'नई पोस्ट' })).toBeVisible();
  });

  it('invites a visitor to sign in, with the link inside the Hindi sentence', async () => {
    await useLanguageInTest('hi');
    stubChannelPage(makeChannelDetail(visitorViewer));
    renderRoute(`/channel/${channelId}`);

    expect(await screen.findByRole('link', { name: 'जुड़ने के लिए लॉग इन करें' })).toBeVisible();
    const signIn = await screen.findByRole('link', { name: 'लॉग इन करें' });
    expect(signIn.parentElement).toHaveTextContent('पोस्ट करने के लिए लॉग इन करें।');
    expect(await screen.findByText('अभी कोई पोस्ट नहीं')).toBeVisible();
  });

  it('lists channels in Gujarati, with the plural member count', async () => {
    await useLanguageInTest('gu');
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/channels': () =>
        json([makeChannel(), makeChannel({ _id: 'chess1', name: 'Chess Club', memberCount: 1 })]),
    });
    renderRoute('/channels');

    expect(await screen.findByRole('heading', { level: 1, name: 'ચેનલો' })).toBeVisible();
    expect(document.title).toBe(`ચેનલો · ${communitySite.name}`);
    const runners = (await screen.findByRole('link', { name: 'Riverside Runners' })).closest(
      'article',
    )!;
    expect(runners).toHaveTextContent('3 સભ્યો');
    const chess = screen.getByRole('link', { name: 'Chess Club' }).closest('article')!;
    expect(chess).toHaveTextContent('1 સભ્ય');
    expect(screen.getByRole('textbox', { name: 'ચેનલો ફિલ્ટર કરો' })).toBeVisible();
  });
});
