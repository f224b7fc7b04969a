import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../testing/stub-fetch';
import {
  cleanUpCheckout,
  config,
  openDonate,
  order,
  stub,
  stubRazorpay,
} from './donate-test-helpers';

afterEach(cleanUpCheckout);

describe('donate page', () => {
  it('offers the presets with 20 chosen, checks a custom amount, and shows the tax text', async () => {
    const { requests } = stub();
    const { user } = await openDonate();

    expect(screen.getByRole('radio', { name: '$20' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Donate $20' })).toBeVisible();
    expect(screen.getByText(/256-bit encryption/)).toBeVisible();
    expect(screen.getByText(config.taxText)).toBeVisible();
    expect(screen.getByText(/Riverside Community Trust support community projects/)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '$60' }));
    expect(screen.getByRole('radio', { name: '$60' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Donate $60' })).toBeVisible();

    const custom = screen.getByRole('textbox', { name: 'Other amount' });
    await user.type(custom, '0');
    expect(screen.getByRole('radio', { name: '$60' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByText('Please enter an amount of at least 1')).toBeVisible();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    // Clearing the box goes back to the chosen preset.
    await user.clear(custom);
    expect(screen.getByRole('radio', { name: '$60' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Donate $60' })).toBeVisible();
  });

  it('starts in the site’s currency with its own amounts, and each currency has its own', async () => {
    stub({
      'GET /donate/config': () =>
        json({
          ...config,
          defaultCurrency: 'INR',
          presets: { INR: [500, 1000, 2500, 5000], USD: [10, 20, 30, 60], EUR: [10, 20, 30, 60] },
        }),
    });
    const { user } = await openDonate();

    expect(screen.getByRole('radio', { name: 'INR' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '₹1,000' })).toBeChecked();
    for (const amount of ['₹500', '₹2,500', '₹5,000']) {
      expect(screen.getByRole('radio', { name: amount })).not.toBeChecked();
    }
    expect(screen.getByRole('button', { name: 'Donate ₹1,000' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'EUR' }));
    expect(screen.getByRole('radio', { name: '€20' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Donate €20' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'INR' }));
    await user.click(screen.getByRole('radio', { name: '₹2,500' }));
    expect(screen.getByRole('button', { name: 'Donate ₹2,500' })).toBeVisible();
  });

  it('shows the not-configured notice when the server says the keys are gone', async () => {
    stubRazorpay();
    stub({
      'POST /donate/payment': () =>
        json(
          { error: 'not_configured', message: 'Donations are not configured.' },
          { status: 503 },
        ),
    });
    const { user } = await openDonate();

    await user.click(screen.getByRole('button', { name: 'Donate $20' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Online giving isn’t available yet' }),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Donation' })).not.toBeInTheDocument();
  });

  it('keeps the form and what was typed when the payment service is down, and tries again', async () => {
    const checkouts = stubRazorpay();
    let attempts = 0;
    const { requests } = stub({
      'POST /donate/payment': () =>
        ++attempts === 1
          ? json(
              { error: 'payment_provider', message: 'The payment service is unavailable.' },
              { status: 503, headers: { 'Retry-After': '5' } },
            )
          : json(order({ amount: 75_000, currency: 'INR' })),
    });
    const { user } = await openDonate();

    await user.click(screen.getByRole('radio', { name: 'INR' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '750');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'ਹਰਪ੍ਰੀਤ ਕੌਰ');
    await user.click(screen.getByRole('button', { name: 'Donate ₹750' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment service could not be reached, so nothing was charged. Please try again in a moment.',
    );
    expect(screen.queryByText('Online giving isn’t available yet')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Other amount' })).toHaveValue('750');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('ਹਰਪ੍ਰੀਤ ਕੌਰ');

    await user.click(screen.getByRole('button', { name: 'Donate ₹750' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(requests.filter((request) => request.url.endsWith('/donate/payment'))).toHaveLength(2);
  });

  it('shows the failure text with the server message when the order cannot be made', async () => {
    const checkouts = stubRazorpay();
    stub({
      'POST /donate/payment': () =>
        json(
          { error: 'payment_provider', message: 'The payment provider did not answer.' },
          { status: 502 },
        ),
    });
    const { user } = await openDonate();

    await user.click(screen.getByRole('button', { name: 'Donate $20' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    expect(alert).toHaveTextContent('The payment provider did not answer.');
    expect(checkouts).toHaveLength(0);
  });
});
