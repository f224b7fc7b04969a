import type { Donation } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { allEmailOn } from '../../../testing/fixtures';
import { json, stubFetch } from '../../../testing/stub-fetch';

const monthly: Donation = {
  _id: 'd-2',
  receiptNumber: 'R-2026-0002',
  amount: 15_000_000,
  currency: 'INR',
  frequency: 'monthly',
  status: 'active',
  donorName: 'Asha Rao',
  donorEmail: 'asha@example.org',
  paymentId: null,
  orderId: null,
  subscriptionId: 'sub_1',
  createdAt: '2026-03-05T10:00:00.000Z',
  paidAt: null,
};

// The screen's code loads lazily, and slowly on a busy machine.
const lazyScreen = 15_000;

describe('account settings in Hindi', () => {
  it('names every section in Hindi, with Hindi dates and Indian grouping', async () => {
    await useLanguageInTest('hi');
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
      // Issue 39: the Email section's six choices.
      'GET /api/me/email-preferences': () => json(allEmailOn),
      'GET /api/donations/mine': () => json([monthly]),
      // Account security (issue 38): two-step sign-in is off, one session (this one).
      'GET /api/me/2fa': () =>
        json({ enabled: false, recoveryCodesLeft: 0, requiredForAdmin: false }),
      'GET /api/me/sessions': () => json([]),
    });
    renderRoute('/settings');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'खाता सेटिंग्स' }, { timeout: lazyScreen }),
    ).toBeVisible();
    for (const name of ['रूप-रंग', 'ईमेल', 'निजता', 'आपका डेटा'])
      expect(screen.getByRole('region', { name })).toBeVisible();
    // The Security section is a lazy chunk of its own: on a busy machine it arrives later.
    expect(
      await screen.findByRole('region', { name: 'लॉग इन और सुरक्षा' }, { timeout: lazyScreen }),
    ).toBeVisible();
    // The link sits inside the translated sentence.
    expect(screen.getByRole('link', { name: 'अपना पासवर्ड भी बदलें' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    const shareEmail = await screen.findByRole('switch', {
      name: /^मेरा ईमेल दूसरे सदस्यों को दिखाएँ/,
    });
    expect(shareEmail).toHaveAccessibleDescription(
      `सदस्य आपकी प्रोफ़ाइल पर ${memberProfile.email} देखेंगे`,
    );

    const donations = within(screen.getByRole('region', { name: 'दान' }));
    const [item] = await donations.findAllByRole('listitem');
    expect(item).toHaveTextContent('₹1,50,000.00');
    expect(item).toHaveTextContent('INR · मासिक');
    expect(item).toHaveTextContent('5 मार्च 2026 · रसीद R-2026-0002');
    expect(within(item!).getByRole('button', { name: 'मासिक दान बंद करें' })).toBeVisible();
  }, 120_000);
});
