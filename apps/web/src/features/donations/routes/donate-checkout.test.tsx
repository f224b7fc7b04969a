import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberUser } from '../../../testing/fixtures';
import { storeSession } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';
import { razorpayCheckoutSrc } from '../../../lib/razorpay/load-razorpay-checkout';
import { cleanUpCheckout, openDonate, order, stub, stubRazorpay } from './donate-test-helpers';

afterEach(cleanUpCheckout);

describe('donating through Razorpay Checkout', () => {
  it('sends the currency and frequency, opens Checkout, and verifies the payment', async () => {
    storeSession(memberUser);
    const checkouts = stubRazorpay();
    const subscription = order({
      amount: 300_000,
      currency: 'INR',
      id: 'sub_1',
      kind: 'subscription',
      description: 'Donation (monthly)',
    });
    const { requests } = stub({
      'GET /api/auth/user': () => json(memberUser),
      'POST /donate/payment': () => json(subscription),
      'POST /donate/verify': () =>
        json({
          message: 'Thank you for your donation! Payment ID: pay_123',
          paymentId: 'pay_123',
          donation: {
            _id: 'd-1',
            receiptNumber: 'R-2026-0001',
            amount: 300_000,
            currency: 'INR',
            frequency: 'monthly',
            status: 'active',
            donorName: 'Asha Rao',
            donorEmail: 'asha@example.org',
            paymentId: 'pay_123',
            orderId: null,
            subscriptionId: 'sub_1',
            createdAt: '2026-03-05T10:00:00.000Z',
            paidAt: '2026-03-05T10:01:00.000Z',
          },
        }),
    });
    const { user } = await openDonate();

    // The signed-in member is the donor.
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.org');

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('radio', { name: 'INR' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '3000');
    await user.click(screen.getByRole('button', { name: 'Donate ₹3,000 monthly' }));

    await waitFor(() => expect(checkouts).toHaveLength(1));
    const payment = requests.find((request) => request.url.endsWith('/donate/payment'))!;
    expect(await payment.json()).toEqual({
      amount: 3000,
      currency: 'INR',
      frequency: 'monthly',
      donorName: 'Asha Rao',
      donorEmail: 'asha@example.org',
    });
    const checkout = checkouts[0]!;
    expect(checkout.options).toEqual({
      key: 'rzp_test_key',
      amount: 300_000,
      currency: 'INR',
      name: 'Community Donation',
      description: 'Donation (monthly)',
      subscription_id: 'sub_1',
      prefill: { name: 'Asha Rao', email: 'asha@example.org' },
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
    });
    expect(checkout.options.order_id).toBeUndefined();
    expect(checkout.open).toHaveBeenCalledOnce();
    expect(checkout.listeners['payment.failed']).toEqual(expect.any(Function));

    act(() =>
      checkout.options.handler({
        razorpay_payment_id: 'pay_123',
        razorpay_subscription_id: 'sub_1',
        razorpay_signature: 'sig',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByText('Thank you for your donation! Payment ID: pay_123')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const verify = requests.find((request) => request.url.endsWith('/donate/verify'))!;
    expect(await verify.json()).toEqual({
      donationId: 'd-1',
      razorpay_payment_id: 'pay_123',
      razorpay_subscription_id: 'sub_1',
      razorpay_signature: 'sig',
    });
  });

  it('passes a one-off order id and reports a dismissed Checkout as failed', async () => {
    const checkouts = stubRazorpay();
    const { requests } = stub({
      'POST /donate/payment': () => json(order()),
      'POST /donate/failed': () => json({ message: 'ok' }),
    });
    const { user } = await openDonate();

    // A visitor starts with blank donor fields.
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Donate $20' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    const payment = requests.find((request) => request.url.endsWith('/donate/payment'))!;
    expect(await payment.json()).toEqual({ amount: 20, currency: 'USD', frequency: 'once' });
    expect(checkouts[0]!.options).toMatchObject({ order_id: 'order_1', amount: 2000 });
    expect(checkouts[0]!.options.subscription_id).toBeUndefined();

    act(() => checkouts[0]!.options.modal?.ondismiss?.());

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    await waitFor(() =>
      expect(requests.filter((request) => request.url.endsWith('/donate/failed'))).toHaveLength(1),
    );
    const failed = requests.find((request) => request.url.endsWith('/donate/failed'))!;
    expect(await failed.json()).toEqual({ donationId: 'd-1', failureToken: 'failure-token-1' });
    // The form stays, ready for another try.
    expect(screen.getByRole('button', { name: 'Donate $20' })).toBeEnabled();
  });

  it('shows a declined payment once, with the reason', async () => {
    const checkouts = stubRazorpay();
    const { requests } = stub({
      'POST /donate/payment': () => json(order()),
      'POST /donate/failed': () => json({ message: 'ok' }),
    });
    const { user } = await openDonate();

    await user.click(screen.getByRole('button', { name: 'Donate $20' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    act(() =>
      checkouts[0]!.listeners['payment.failed']!({
        error: { description: 'Your card was declined.' },
      }),
    );
    act(() => checkouts[0]!.options.modal?.ondismiss?.());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    expect(alert).toHaveTextContent('Your card was declined.');
    await waitFor(() =>
      expect(requests.filter((request) => request.url.endsWith('/donate/failed'))).toHaveLength(1),
    );
  });

  it('says the payment failed when a bad signature is refused', async () => {
    const checkouts = stubRazorpay();
    stub({
      'POST /donate/payment': () => json(order()),
      'POST /donate/verify': () =>
        json(
          { error: 'bad_signature', message: 'The payment could not be verified.' },
          { status: 400 },
        ),
    });
    const { user } = await openDonate();

    await user.click(screen.getByRole('button', { name: 'Donate $20' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    act(() =>
      checkouts[0]!.options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'forged',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    expect(alert).toHaveTextContent('The payment could not be verified.');
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('loads checkout.js once and reports a load failure', async () => {
    const { requests } = stub({
      'POST /donate/payment': () => json(order()),
      'POST /donate/failed': () => json({ message: 'ok' }),
    });
    const { user } = await openDonate();

    await user.click(screen.getByRole('button', { name: 'Donate $20' }));
    await waitFor(() =>
      expect(document.head.querySelectorAll(`script[src="${razorpayCheckoutSrc}"]`)).toHaveLength(
        1,
      ),
    );
    const script = document.head.querySelector(`script[src="${razorpayCheckoutSrc}"]`)!;
    act(() => {
      script.dispatchEvent(new Event('error'));
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/donate/failed'))).toBe(true),
    );
    // The failed tag is removed so the next try loads the script afresh.
    expect(document.head.querySelector(`script[src="${razorpayCheckoutSrc}"]`)).toBeNull();
    expect(
      within(screen.getByRole('form', { name: 'Donation' })).getByRole('button', {
        name: 'Donate $20',
      }),
    ).toBeEnabled();
  });
});
