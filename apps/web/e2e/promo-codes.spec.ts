import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import {
  adminToken,
  bearer,
  deleteEvent,
  newPerson,
  randomLetters,
  type ApiEvent,
} from './support/events';

// Issue 25 §3: an organiser makes a promo code on the event dashboard; an attendee's 100% code
// confirms a paid ticket without payment, and the dashboard counts the use.

async function paidEvent(request: APIRequestContext, token: string, title: string) {
  const start = new Date(Date.now() + 20 * 86_400_000);
  start.setUTCHours(13, 30, 0, 0);
  const response = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'A paid dinner made by an end-to-end test.',
      date: start.toISOString(),
      location: 'Taj Banquet Hall, Ahmedabad',
      status: 'published',
      ticketTypes: [{ name: 'Dinner', price: { amount: 149_900, currency: 'INR' } }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiEvent & { ticketTypes: { _id: string }[] };
}

test.describe('promo codes', () => {
  let event: (ApiEvent & { ticketTypes: { _id: string }[] }) | undefined;

  // afterAll runs each time a worker leaves this group; with other specs between, the same
  // worker may come back to it, so forget the event once deleted rather than delete it twice.
  test.afterAll(async ({ request }) => {
    if (!event) return;
    const id = event._id;
    event = undefined;
    await deleteEvent(request, await adminToken(request), id);
  });

  test('an organiser makes a code; a 100% code confirms a paid ticket; the use is counted', async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await adminToken(request);
    event = await paidEvent(request, token, `E2E Gala ${randomLetters(8)}`);
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    const dashboard = `/eventdash?event=${event._id}`;
    await page.goto(dashboard);
    const card = page.getByRole('region', { name: 'Promo codes' });
    await expect(card.getByText('No promo codes yet. Make one below.')).toBeVisible();

    const form = card.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code').fill('speaker-2026');
    await form.getByLabel('Percentage off').fill('100');
    await form.getByLabel('Usage limit').fill('2');
    await form.getByRole('button', { name: 'Make code' }).click();
    await expect(page.getByText('Promo code SPEAKER-2026 made')).toBeVisible();
    const row = card.getByTestId('promo-code').filter({ hasText: 'SPEAKER-2026' });
    await expect(row).toContainText('100% off');
    await expect(row).toContainText('0 of 2 used');

    const person = { ...newPerson(), firstName: 'ભાવેશ', lastName: 'પટેલ' };
    const registered = await request.post(`/api/registration/${event._id}`, {
      data: {
        title: 'Mr.',
        ...person,
        ticketTypeId: event.ticketTypes[0]!._id,
        promoCode: 'Speaker-2026',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    expect(await registered.json()).toMatchObject({ status: 'confirmed' });

    await page.reload();
    await expect(row).toContainText('1 of 2 used');
    // Keyboard: the disable button is reachable and named after its code.
    await row.getByRole('button', { name: 'Disable code SPEAKER-2026' }).focus();
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Disabled');
  });

  test('the card and the registration field are accessible, light and dark, at 1280 and 375 px', async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await adminToken(request);
    const own = await paidEvent(request, token, `E2E Promo Axe ${randomLetters(8)}`);
    try {
      await request.post(`/api/events/${own._id}/promo-codes`, {
        headers: bearer(token),
        data: { code: 'ALUMNI', kind: 'fixed', value: 20_000, usageLimit: 50 },
      });
      await storeBeforeLoad(page, await signIn(request, 'admin'));
      await page.goto('/');
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessibleInBothSchemes(
          page,
          `/eventdash?event=${own._id}`,
          own.title,
          async () => {
            await expect(page.getByRole('region', { name: 'Promo codes' })).toContainText(
              '₹200.00 off',
            );
          },
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      }
      await page.goto(`/registration/${own._id}`);
      await expect(page.getByLabel('Promo code')).toBeVisible();
      await expectNoAxeViolations(page, 'registration with a promo code field');
    } finally {
      await deleteEvent(request, token, own._id);
    }
  });
});
