import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';
import { cleanUpCheckout, config, openDonate, stub } from './donate-test-helpers';

afterEach(cleanUpCheckout);

// The Donate page without payment keys (a dead end before), and the site's other ways to give.

const bankDetails = [
  'UPI: riverside.trust@exampleupi',
  '',
  'Account number: 000123456789',
  'IFSC: EXMP0000123 <b>not bold</b>',
].join('\n');

const notConfigured = (otherWaysToGive: string | null) => ({
  'GET /donate/config': () => json({ ...config, enabled: false, keyId: null, otherWaysToGive }),
});

/** The paragraph holding the details, matched on its whole text (line breaks included). */
const asWritten = (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === bankDetails;

const adminHeading = { level: 2, name: 'Set up online giving' } as const;

describe('donate page without payment keys', () => {
  it('says online giving is not available yet and how to get in touch, when no other ways are set', async () => {
    stub(notConfigured(null));
    renderRoute('/donate');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Online giving isn’t available yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/support-services',
    );
    expect(screen.queryByRole('form', { name: 'Donation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Other ways to give' })).not.toBeInTheDocument();
    // A visitor is never shown what a site admin must configure.
    expect(screen.queryByRole('heading', adminHeading)).not.toBeInTheDocument();
    expect(screen.queryByText(/RAZORPAY_/)).not.toBeInTheDocument();
  });

  it('shows the other ways to give as written, line breaks kept, markup as text, and copies them', async () => {
    stub(notConfigured(bankDetails));
    const { user } = renderRoute('/donate');

    const section = await screen.findByRole('region', { name: 'Other ways to give' });
    expect(
      within(section).getByText(
        'Online giving isn’t available here yet. You can give to Riverside Community Trust directly:',
      ),
    ).toBeVisible();
    const details = within(section).getByText(asWritten);
    expect(details).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(section.querySelector('b')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Online giving isn’t available yet' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Donation' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Talk to us' })).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Copy details' }));
    expect(await within(section).findByRole('button', { name: 'Details copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(bankDetails);
  });

  it('tells a site admin which variables to set and where the other ways to give are written', async () => {
    storeSession(adminUser);
    stub({ ...notConfigured(null), 'GET /api/auth/user': () => json(adminUser) });
    renderRoute('/donate');

    const setup = await screen.findByRole('region', { name: 'Set up online giving' });
    for (const variable of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      expect(within(setup).getByText(variable)).toBeVisible();
    expect(
      within(setup).getByText(
        /a Razorpay webhook sending to http:\/\/localhost(:\d+)?\/donate\/webhook/,
      ),
    ).toBeVisible();
    expect(within(setup).getByRole('link', { name: 'Other ways to give' })).toHaveAttribute(
      'href',
      '/admin/settings#other-ways-to-give',
    );
    expect(
      within(setup).getByText(/Visitors now see that online giving isn’t available yet\./),
    ).toBeVisible();
    // Names only: the page holds no key (the config has none to give).
    expect(setup).not.toHaveTextContent(/rzp_/);
    // Below it, what visitors see.
    expect(
      screen.getByRole('heading', { name: 'Online giving isn’t available yet' }),
    ).toBeVisible();
  });

  it('tells a site admin that visitors see the other ways to give, when set', async () => {
    storeSession(adminUser);
    stub({ ...notConfigured(bankDetails), 'GET /api/auth/user': () => json(adminUser) });
    renderRoute('/donate');

    const setup = await screen.findByRole('region', { name: 'Set up online giving' });
    expect(
      within(setup).getByText(/Visitors now see your other ways to give below\./),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Other ways to give' })).toBeVisible();
  });

  it('shows a plain member no instructions', async () => {
    storeSession(memberUser);
    stub({ ...notConfigured(bankDetails), 'GET /api/auth/user': () => json(memberUser) });
    renderRoute('/donate');

    expect(await screen.findByRole('region', { name: 'Other ways to give' })).toBeVisible();
    expect(screen.queryByRole('heading', adminHeading)).not.toBeInTheDocument();
    expect(screen.queryByText(/RAZORPAY_/)).not.toBeInTheDocument();
  });
});

describe('donate page with payment keys', () => {
  it('shows the other ways to give below the form, when set', async () => {
    stub({ 'GET /donate/config': () => json({ ...config, otherWaysToGive: bankDetails }) });
    await openDonate();

    const form = screen.getByRole('form', { name: 'Donation' });
    const section = screen.getByRole('region', { name: 'Other ways to give' });
    expect(form.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(section).getByText('You can also give to Riverside Community Trust directly:'),
    ).toBeVisible();
    expect(within(section).getByText(asWritten)).toBeVisible();
  });

  it('shows only the form when none are set, and no instructions even to an admin', async () => {
    storeSession(adminUser);
    stub({ 'GET /api/auth/user': () => json(adminUser) });
    await openDonate();

    expect(screen.queryByRole('region', { name: 'Other ways to give' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', adminHeading)).not.toBeInTheDocument();
  });
});
