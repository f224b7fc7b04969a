import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { e2eRazorpay } from '../../../scripts/e2e-razorpay.mjs';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { signUp, type Account } from './support/community';
import { adminToken, bearer, randomLetters } from './support/events';
import { randomIndianMobile } from './support/phones';

// Donations and the support desk through the built server, at a desktop and a phone width. The
// server talks real HTTP to scripts/fake-razorpay.mjs; the browser's Razorpay Checkout (a script
// from checkout.razorpay.com, unreachable here) is replaced by a stand-in that "takes the
// payment" and signs the result with the e2e key secret, as Razorpay would, or is dismissed.
// Every test uses its own donors and emails: both projects share one database.

const checkoutScript = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay's signature over `first|second` with the key secret (order|payment, payment|sub). */
const sign = (first: string, second: string) =>
  createHmac('sha256', e2eRazorpay.keySecret).update(`${first}|${second}`).digest('hex');

/** A payment id shaped like Razorpay's (pay_ and 14 letters or digits), unique per call. */
const newPaymentId = () => `pay_E2E${randomLetters(11)}`;

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id?: string;
  subscription_id?: string;
  prefill?: { name?: string; email?: string };
}

/**
 * Stands in for Razorpay Checkout: `new Razorpay(options)`, `on(event, fn)` and `open()`. Paying
 * calls `options.handler` with a signed result (signCheckout runs in Node); dismissing calls
 * `options.modal.ondismiss`, as closing Checkout's window does. The options it was given are kept
 * in `window.__checkout` for the test to read.
 */
function checkoutStub(outcome: 'pay' | 'dismiss'): string {
  return `(() => {
  const outcome = ${JSON.stringify(outcome)};
  window.Razorpay = class Razorpay {
    constructor(options) {
      this.options = options;
      this.listeners = {};
      const { handler, modal, ...shown } = options;
      window.__checkout = { options: shown, opened: false };
    }
    on(event, listener) {
      this.listeners[event] = listener;
    }
    open() {
      const options = this.options;
      window.__checkout.opened = true;
      setTimeout(async () => {
        if (outcome === 'dismiss') return options.modal && options.modal.ondismiss && options.modal.ondismiss();
        const paymentId = 'pay_E2E' + Math.random().toString(36).slice(2, 13).padEnd(11, '0');
        window.__checkout.paymentId = paymentId;
        if (options.subscription_id) {
          options.handler({
            razorpay_payment_id: paymentId,
            razorpay_subscription_id: options.subscription_id,
            razorpay_signature: await window.signCheckout(paymentId, options.subscription_id),
          });
        } else {
          options.handler({
            razorpay_payment_id: paymentId,
            razorpay_order_id: options.order_id,
            razorpay_signature: await window.signCheckout(options.order_id, paymentId),
          });
        }
      }, 0);
    }
  };
})();`;
}

/** Serves the Checkout stand-in instead of Razorpay's script, with Node signing its result. */
async function simulateCheckout(page: Page, outcome: 'pay' | 'dismiss') {
  await page.exposeFunction('signCheckout', sign);
  await page.route(checkoutScript, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: checkoutStub(outcome) }),
  );
}

/** What the page handed Checkout (functions left out), once Checkout was opened. */
async function checkoutOpenedWith(page: Page): Promise<CheckoutOptions> {
  await expect
    .poll(() => page.evaluate(() => (window as { __checkout?: { opened: boolean } }).__checkout))
    .toMatchObject({ opened: true });
  return page.evaluate(
    () => (window as unknown as { __checkout: { options: CheckoutOptions } }).__checkout.options,
  );
}

const isPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

interface Donor {
  name: string;
  email: string;
}

const newDonor = (firstName: string): Donor => {
  const suffix = randomLetters(8);
  return { name: `${firstName} Q${suffix}`, email: `e2e-donor-${suffix}@example.org` };
};

/** A fresh member account with a unique email (sign-up takes letters and spaces as the name). */
function newMember(firstName: string): Account {
  const suffix = randomLetters(8);
  return {
    name: `${firstName} Q${suffix}`,
    email: `e2e-donor-${suffix}@example.org`,
    mobile: randomIndianMobile(),
    password: `pass ${randomLetters(12)}`,
  };
}

/** A paid one-off donation straight through the API, Checkout's result signed here. */
async function paidDonationThroughApi(
  request: APIRequestContext,
  donor: Donor,
  amount: number,
  currency: 'USD' | 'EUR' | 'INR',
) {
  const created = await request.post('/donate/payment', {
    data: { amount, currency, frequency: 'once', donorName: donor.name, donorEmail: donor.email },
  });
  expect(created.status(), await created.text()).toBe(200);
  const order = (await created.json()) as { id: string; donationId: string };
  const paymentId = newPaymentId();
  const verified = await request.post('/donate/verify', {
    data: {
      donationId: order.donationId,
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: sign(order.id, paymentId),
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A segment of a SegmentedControl or a Chip: its input is hidden, so click its label. */
const choice = (page: Page, group: string, label: string) =>
  page.getByRole('radiogroup', { name: group }).locator('label').getByText(label, { exact: true });

/** A row of the outbox table, loading more pages until it is there (newest first, 20 a page). */
async function outboxRow(page: Page, email: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: email });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(async () => {
    if ((await row.count()) === 0 && (await more.isVisible())) await more.click();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  return row;
}

test.describe('donations', () => {
  test('a one-off gift in euros: order, Checkout, thanks, receipt in the outbox, the ledger', async ({
    page,
    request,
  }) => {
    test.slow();
    const donor = newDonor('Elsa');
    await simulateCheckout(page, 'pay');

    let paymentId = '';
    await test.step('choose once, euros, a preset and then an amount of their own', async () => {
      await page.goto('/donate');
      await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Donation' });
      await expect(form).toBeVisible();
      await choice(page, 'How often', 'Give once').click();
      await choice(page, 'Currency', 'EUR').click();
      await choice(page, 'Amount', '€30').click();
      await expect(form.getByRole('button', { name: 'Donate €30' })).toBeVisible();
      await form.getByRole('textbox', { name: 'Other amount' }).fill('42.50');
      await form.getByRole('textbox', { name: 'Your name' }).fill(donor.name);
      await form.getByRole('textbox', { name: 'Email' }).fill(donor.email);
      await expectNoAxeViolations(page, '/donate (filled)');

      const orderRequest = page.waitForRequest(isPost('/donate/payment'));
      const orderResponse = page.waitForResponse((response) =>
        isPost('/donate/payment')(response.request()),
      );
      const verifyResponse = page.waitForResponse((response) =>
        isPost('/donate/verify')(response.request()),
      );
      await form.getByRole('button', { name: 'Donate €42.50' }).click();

      expect((await orderRequest).postDataJSON()).toMatchObject({
        amount: 42.5,
        currency: 'EUR',
        frequency: 'once',
        donorName: donor.name,
        donorEmail: donor.email,
      });
      const order = await (await orderResponse).json();
      expect(order).toMatchObject({
        amount: 4250,
        currency: 'EUR',
        kind: 'order',
        id: expect.stringMatching(/^order_/),
        keyId: e2eRazorpay.keyId,
      });
      expect(await checkoutOpenedWith(page)).toMatchObject({
        key: e2eRazorpay.keyId,
        amount: 4250,
        currency: 'EUR',
        order_id: order.id,
        prefill: { name: donor.name, email: donor.email },
      });
      const verified = await verifyResponse;
      expect(verified.status()).toBe(200);
      ({ paymentId } = (await verified.json()) as { paymentId: string });
    });

    await test.step('the thank-you panel names the payment', async () => {
      const thanks = page.getByRole('heading', { level: 2, name: 'Thank you!' });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(
        page.getByText(`Thank you for your donation! Payment ID: ${paymentId}`),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Donation' })).toHaveCount(0);
      await expectNoAxeViolations(page, '/donate (thank you)');
    });

    // The rest as the demo admin, in this page.
    await storeBeforeLoad(page, await signIn(request, 'admin'));

    let receipt = '';
    await test.step('the receipt is in the outbox, to the donor', async () => {
      await page.goto('/admin/outbox');
      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      const row = await outboxRow(page, donor.email);
      const subject = row.getByRole('button', { name: /^Your donation receipt R-\d{4}-\d+$/ });
      await expect(subject).toBeVisible();
      receipt = /R-\d{4}-\d+/.exec((await subject.textContent()) ?? '')![0];
      await subject.click();
      const dialog = page.getByRole('dialog', { name: `Your donation receipt ${receipt}` });
      await expect(dialog).toContainText(`Dear ${donor.name},`);
      await expect(dialog).toContainText('donation of €42.50');
      await expect(dialog).toContainText(`Payment ID: ${paymentId}`);
      await expect(dialog).toContainText(`receipt-${receipt}.html`);
    });

    await test.step('the ledger shows it, with the euro total; the INR filter hides it', async () => {
      await page.goto('/admin/donations');
      await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: donor.email });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: '€42.50' })).toBeVisible();
      await expect(row.getByText('Paid', { exact: true })).toBeVisible();
      await expect(row).toContainText(receipt);
      await expect(row).toContainText(paymentId);

      // Both projects give in euros at once: the total holds at least this gift.
      const totals = page.getByRole('list', { name: 'Totals per currency' });
      const euros = totals.getByRole('listitem').filter({ hasText: 'Total EUR' });
      await expect(euros).toContainText(/€[\d,]+\.\d\d/);
      const total = Number(
        /€([\d,]+\.\d\d)/.exec((await euros.textContent()) ?? '')![1]!.replaceAll(',', ''),
      );
      expect(total).toBeGreaterThanOrEqual(42.5);
      await expect(euros).toContainText(/\d+ paid donations?/);

      await page.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
      await expect(page).toHaveURL('/admin/donations?currency=INR');
      await expect(row).toHaveCount(0);
      await expect(euros).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
      await expect(page).toHaveURL('/admin/donations?currency=EUR');
      await expect(row).toHaveCount(1);
    });
  });

  test('a dismissed Checkout says the payment failed, and the order is marked failed', async ({
    page,
    request,
  }) => {
    const donor = newDonor('Omar');
    await simulateCheckout(page, 'dismiss');
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation' });
    await form.getByRole('textbox', { name: 'Your name' }).fill(donor.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(donor.email);
    const reported = page.waitForRequest(isPost('/donate/failed'));
    await form.getByRole('button', { name: 'Donate ₹1,000' }).click();

    await expect(page.getByRole('alert')).toHaveText('Payment failed. Please try again.');
    await reported;
    // The form stays as it was, ready to try again.
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(donor.email);
    await expect(form.getByRole('button', { name: 'Donate ₹1,000' })).toBeEnabled();
    await expectNoAxeViolations(page, '/donate (payment failed)');

    const token = await adminToken(request);
    await expect
      .poll(async () => {
        const response = await request.get('/api/admin/donations', { headers: bearer(token) });
        const { donations } = (await response.json()) as {
          donations: { donorEmail: string | null; status: string }[];
        };
        return donations.filter((row) => row.donorEmail === donor.email).map((row) => row.status);
      })
      .toEqual(['failed']);
  });

  test(
    'with the payment service down, the form keeps what was typed and the next try opens Checkout',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'a phone journey (375 px)');
      const donor = newDonor('Kavya');
      await simulateCheckout(page, 'dismiss');
      // The server's own answer when Razorpay does not (donations.test.ts proves the server gives
      // it): the fake Razorpay is shared by every test, so the outage is one answer in this page.
      await page.route('**/donate/payment', (route) =>
        route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'payment_provider',
            message: 'The payment service is unavailable. Please try again.',
          }),
        }),
      );
      await page.goto('/donate');
      const form = page.getByRole('form', { name: 'Donation' });
      await choice(page, 'Currency', 'INR').click();
      await form.getByRole('textbox', { name: 'Other amount' }).fill('1250');
      await form.getByRole('textbox', { name: 'Your name' }).fill(donor.name);
      await form.getByRole('textbox', { name: 'Email' }).fill(donor.email);
      await form.getByRole('button', { name: 'Donate ₹1,250' }).click();

      await expect(page.getByRole('alert')).toHaveText(
        'The payment service could not be reached, so nothing was charged. Please try again in a moment.',
      );
      await expect(page.getByText('Online giving isn’t available yet')).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'Other amount' })).toHaveValue('1250');
      await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue(donor.name);
      await expectNoAxeViolations(page, '/donate (payment service down)');

      // Razorpay is back: the same button makes the order and opens Checkout.
      await page.unroute('**/donate/payment');
      await form.getByRole('button', { name: 'Donate ₹1,250' }).click();
      expect(await checkoutOpenedWith(page)).toMatchObject({ amount: 125_000, currency: 'INR' });
    },
  );

  test('a member gives monthly, downloads the receipt and cancels in Account Settings', async ({
    page,
    request,
  }) => {
    test.slow();
    const member = newMember('Dana');
    const { session } = await signUp(request, member);
    await storeBeforeLoad(page, session);
    await simulateCheckout(page, 'pay');

    let paymentId = '';
    await test.step('monthly in rupees, the form filled in from the profile', async () => {
      // In the dark scheme, so the thank-you panel is checked in both (the first test is light).
      // Stored once, not before every load: the Account Settings check below switches schemes.
      await page.goto('/donate');
      await page.evaluate(() => window.localStorage.setItem('darkMode', 'true'));
      await page.reload();
      const form = page.getByRole('form', { name: 'Donation' });
      await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue(member.name);
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
      await choice(page, 'How often', 'Monthly').click();
      await choice(page, 'Currency', 'INR').click();
      await choice(page, 'Amount', '₹500').click();

      const orderRequest = page.waitForRequest(isPost('/donate/payment'));
      const verifyResponse = page.waitForResponse((response) =>
        isPost('/donate/verify')(response.request()),
      );
      await form.getByRole('button', { name: 'Donate ₹500 monthly' }).click();
      expect((await orderRequest).postDataJSON()).toMatchObject({
        amount: 500,
        currency: 'INR',
        frequency: 'monthly',
      });
      expect(await checkoutOpenedWith(page)).toMatchObject({
        amount: 50_000,
        currency: 'INR',
        subscription_id: expect.stringMatching(/^sub_/),
      });
      const verified = await verifyResponse;
      expect(verified.status()).toBe(200);
      ({ paymentId } = (await verified.json()) as { paymentId: string });
      await expect(page.getByText(`Payment ID: ${paymentId}`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoAxeViolations(page, '/donate (thank you, dark)');
    });

    await page.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/settings');
    const section = page.getByRole('region', { name: 'Donations' });
    const list = section.getByRole('list', { name: 'Your donations' });
    const charge = list.getByRole('listitem').filter({ hasText: 'Paid' });
    const monthly = list.getByRole('listitem').filter({ hasText: 'Active' });

    await test.step('the month’s charge has a receipt; the monthly gift can be cancelled', async () => {
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(charge).toContainText('₹500.00');
      await expect(charge).toContainText('INR · Monthly');
      await expect(charge).toContainText(/Receipt R-\d{4}-\d+/);
      await expect(charge.getByRole('button', { name: 'Cancel monthly donation' })).toHaveCount(0);
      await expect(monthly.getByRole('button', { name: /^Download receipt/ })).toHaveCount(0);
      await expect(monthly.getByRole('button', { name: 'Cancel monthly donation' })).toBeVisible();
      await expectAccessibleInBothSchemes(page, '/settings', 'Account Settings', async () => {
        await expect(charge).toBeVisible();
        await expect(monthly).toBeVisible();
      });
    });

    await test.step('download the receipt', async () => {
      const download = page.waitForEvent('download');
      await charge.getByRole('button', { name: /^Download receipt for ₹500\.00 on / }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d+\.html$/);
      const html = await readFile(await file.path(), 'utf8');
      expect(html).toContain('<h1>Donation receipt</h1>');
      expect(html).toContain('₹500.00');
      expect(html).toContain('Monthly');
      expect(html).toContain(paymentId);
      expect(html).toContain(member.name);
    });

    await test.step('cancel the monthly donation after confirming', async () => {
      await monthly.getByRole('button', { name: 'Cancel monthly donation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel your monthly donation?' });
      await expect(dialog).toContainText('Your monthly donation of ₹500.00 stops now');
      await expect(dialog).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, '/settings (cancel monthly donation)');
      await dialog.getByRole('button', { name: 'Cancel monthly donation' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByText('Your monthly donation is cancelled. Thank you for your support.'),
      ).toBeVisible();
      const cancelled = list.getByRole('listitem').filter({ hasText: 'Cancelled' });
      await expect(cancelled).toHaveCount(1);
      await expect(list.getByRole('button', { name: 'Cancel monthly donation' })).toHaveCount(0);
      // The receipt stays.
      await expect(charge.getByRole('button', { name: /^Download receipt/ })).toBeVisible();
    });
  });
});

// The server takes 5 'Talk to us' messages an hour per client address. The e2e server trusts
// X-Forwarded-For (as behind a proxy), so each test writes from an address of its own and the
// limit of one never touches another, at either width, on a retry too.
const contactLimit = 5;
const ownAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test.describe('support desk', () => {
  test('Talk to us: the message is sent, the form clears, an admin marks it handled', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    const suffix = randomLetters(8);
    const person = {
      firstName: 'Ravi',
      lastName: `Q${suffix}`,
      email: `e2e-support-${suffix}@example.org`,
      message: `Can I volunteer at the food festival? (${suffix})`,
    };

    await page.goto('/support-services');
    await expect(page.getByRole('heading', { level: 1, name: 'Support & Services' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Talk to us' });
    const fields = {
      firstName: form.getByRole('textbox', { name: 'First name' }),
      lastName: form.getByRole('textbox', { name: 'Last name' }),
      email: form.getByRole('textbox', { name: 'Email' }),
      message: form.getByRole('textbox', { name: 'Message' }),
    };
    await fields.firstName.fill(person.firstName);
    await fields.lastName.fill(person.lastName);
    await fields.email.fill(person.email);
    await fields.message.fill(person.message);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    await expectNoAxeViolations(page, '/support-services (sent)');

    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const name = `${person.firstName} ${person.lastName}`;
    const card = page.getByRole('article', { name, exact: true });
    await expect(card).toContainText(person.message);
    await expect(card).toContainText(person.email);
    await expect(card.getByRole('link', { name: `Reply to ${name}` })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${person.email}\\?`),
    );
    const handled = card.getByRole('switch', { name: 'Handled' });
    await expect(handled).not.toBeChecked();
    await expectAccessibleInBothSchemes(page, '/admin/messages', 'Messages', async () => {
      await expect(card).toBeVisible();
    });

    // The switch's input has no size of its own: click its label, as a person would.
    await card.locator('label', { hasText: 'Handled' }).click();
    await expect(handled).toBeChecked();
    await expect(handled).toBeEnabled();
    const show = page.getByRole('radiogroup', { name: 'Show messages' });
    await show.locator('label').getByText('Open', { exact: true }).click();
    await expect(page).toHaveURL('/admin/messages?show=open');
    await expect(card).toHaveCount(0);
    await show.locator('label').getByText('Handled', { exact: true }).click();
    await expect(page).toHaveURL('/admin/messages?show=handled');
    await expect(card.getByRole('switch', { name: 'Handled' })).toBeChecked();
    // Saved on the server.
    await page.reload();
    await expect(card.getByRole('switch', { name: 'Handled' })).toBeChecked();
  });

  test('Talk to us: what is missing or wrong is said under each field, nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isPost('/api/serviceform')(request)) sent.push(request.url());
    });
    await page.goto('/support-services');
    const form = page.getByRole('form', { name: 'Talk to us' });
    const fields = {
      firstName: form.getByRole('textbox', { name: 'First name' }),
      lastName: form.getByRole('textbox', { name: 'Last name' }),
      email: form.getByRole('textbox', { name: 'Email' }),
      message: form.getByRole('textbox', { name: 'Message' }),
    };
    const required = {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      message: 'Message is required',
    };
    // The messages must be readable in both schemes.
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => window.localStorage.setItem('darkMode', dark),
        String(scheme === 'dark'),
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await form.getByRole('button', { name: 'Submit' }).click();
      for (const [key, text] of Object.entries(required)) {
        const field = fields[key as keyof typeof fields];
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(text);
      }
      await expectNoAxeViolations(page, `/support-services (required, ${scheme})`);
    }

    await fields.firstName.fill('Ravi');
    await fields.lastName.fill('Kumar');
    await fields.email.fill('ravi.example.org');
    await fields.message.fill('Hello there');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(fields.email).toHaveAccessibleDescription('Invalid email address');
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    for (const field of [fields.firstName, fields.lastName, fields.message])
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status')).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('a sixth message within the hour from one address is refused, and the form says so', async ({
    page,
    request,
  }) => {
    const address = ownAddress();
    const send = (index: number) =>
      request.post('/api/serviceform', {
        headers: { 'x-forwarded-for': address },
        data: {
          firstName: 'Lim',
          lastName: `Q${randomLetters(8)}`,
          email: `e2e-limit-${randomLetters(8)}@example.org`,
          message: `Message ${index} of a burst.`,
        },
      });
    for (let index = 1; index <= contactLimit; index += 1) {
      const response = await send(index);
      expect(response.status(), `message ${index}`).toBe(200);
    }
    const refused = await send(contactLimit + 1);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await page.goto('/support-services');
    const form = page.getByRole('form', { name: 'Talk to us' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Lim');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Burst');
    await form.getByRole('textbox', { name: 'Email' }).fill('e2e-limit@example.org');
    await form.getByRole('textbox', { name: 'Message' }).fill('One more.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText(message);
    // Nothing is lost: the text stays to send later.
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('One more.');
  });
});

/**
 * The e2e server has payment keys. One without them answers GET /donate/config alike but for
 * `enabled` and `keyId`, so the page gets the real answer (with the demo install's other ways to
 * give, or, with `otherWays: false`, without them) with those changed.
 */
async function withoutPaymentKeys(page: Page, { otherWays = true } = {}) {
  await page.route('**/donate/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    const changed = { ...config, enabled: false, keyId: null };
    await route.fulfill({
      response,
      json: otherWays ? changed : { ...changed, otherWaysToGive: null },
    });
  });
}

/** A line of the demo install's other ways to give (apps/server, donations/demo-giving.ts). */
const demoUpi = 'UPI: riverside.trust@exampleupi';

test.describe('without payment keys', () => {
  test('a visitor is offered the other ways to give, copies them, and sees no set-up', async ({
    page,
    context,
  }) => {
    // Two schemes, axe in each, on a loaded machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutPaymentKeys(page);
    await page.goto('/');
    await expectAccessibleInBothSchemes(page, '/donate', 'Donate', async (page) => {
      await expect(page.getByRole('region', { name: 'Other ways to give' })).toBeVisible();
    });

    const ways = page.getByRole('region', { name: 'Other ways to give' });
    await expect(ways.getByText(/Online giving isn’t available here yet/)).toBeVisible();
    // As written, line by line: the UPI line and the bank details stay apart.
    const details = ways.getByText(demoUpi);
    // innerText follows the layout: line breaks the page collapsed would come back as spaces.
    expect(await details.innerText()).toContain(`${demoUpi}\n\nBank transfer`);
    await ways.getByRole('button', { name: 'Copy details' }).click();
    await expect(ways.getByRole('button', { name: 'Details copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(demoUpi);

    await expect(page.getByRole('form', { name: 'Donation' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Set up online giving' })).toHaveCount(0);
    await expect(page.getByText(/RAZORPAY_/)).toHaveCount(0);
  });

  test('with no other ways set, a visitor is told so and where to talk to us', async ({ page }) => {
    // Two schemes, axe in each, on a loaded machine.
    test.slow();
    await withoutPaymentKeys(page, { otherWays: false });
    await page.goto('/');
    await expectAccessibleInBothSchemes(page, '/donate', 'Donate', async (page) => {
      await expect(
        page.getByRole('heading', { name: 'Online giving isn’t available yet' }),
      ).toBeVisible();
    });
    await page.getByRole('link', { name: 'Talk to us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support & Services' })).toBeVisible();
  });

  test('the demo admin is told what to set, and is taken to the setting', async ({
    page,
    request,
    baseURL,
  }) => {
    // Two schemes, axe in each, on a loaded machine.
    test.slow();
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await withoutPaymentKeys(page);
    await page.goto('/');
    await expectAccessibleInBothSchemes(page, '/donate', 'Donate', async (page) => {
      await expect(page.getByRole('region', { name: 'Set up online giving' })).toBeVisible();
    });

    const setup = page.getByRole('region', { name: 'Set up online giving' });
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      await expect(setup.getByText(name, { exact: true })).toBeVisible();
    await expect(setup).toContainText(`${baseURL}/donate/webhook`);
    await expect(setup).toContainText('Visitors now see your other ways to give below.');
    await expect(page.getByRole('region', { name: 'Other ways to give' })).toBeVisible();

    await setup.getByRole('link', { name: 'Other ways to give' }).click();
    await expect(page).toHaveURL(/\/admin\/settings#other-ways-to-give$/);
    const box = page.getByRole('textbox', { name: 'Other ways to give' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(
      new RegExp(`^Demo details of a fictional trust[\\s\\S]*${demoUpi}`),
    );
    await expectAccessibleInBothSchemes(page, '/admin/settings', 'Site settings', async (page) => {
      await expect(page.getByRole('textbox', { name: 'Other ways to give' })).toBeVisible();
    });
  });
});

test.describe('accessibility', () => {
  test('the donation form and Support & Services, for a visitor', async ({ page }) => {
    await page.goto('/');
    await expectAccessibleInBothSchemes(page, '/donate', 'Donate', async (page) => {
      await expect(page.getByRole('form', { name: 'Donation' })).toBeVisible();
      // The demo install's other ways to give, under the form.
      await expect(
        page.getByRole('region', { name: 'Other ways to give' }).getByText(demoUpi),
      ).toBeVisible();
    });
    await expectAccessibleInBothSchemes(page, '/support-services', 'Support & Services');
  });

  test('the donation ledger, for the demo admin', async ({ page, request }) => {
    const donor = newDonor('Lena');
    await paidDonationThroughApi(request, donor, 25, 'USD');
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await page.goto('/');
    await expectAccessibleInBothSchemes(page, '/admin/donations', 'Donations', async (page) => {
      await expect(page.getByRole('row').filter({ hasText: donor.email })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Totals per currency' })).toBeVisible();
    });
  });
});
