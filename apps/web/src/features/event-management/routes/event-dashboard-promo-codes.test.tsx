import type { PromoCode } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

const dinner = '0b6f7a52-3c1e-4d8a-9f00-1a2b3c4d5e6f';
const student = '1c7a8b63-4d2f-4e9b-8a11-2b3c4d5e6f70';
const gala = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Annual Gala Dinner',
  canManage: true,
  ticketTypes: [
    { _id: dinner, name: 'Dinner', price: { amount: 149_900, currency: 'INR' } },
    { _id: student, name: 'Student', price: { amount: 50_000, currency: 'INR' } },
  ],
});

const code = (overrides: Partial<PromoCode>): PromoCode => ({
  _id: 'p-1',
  code: 'DIWALI20',
  kind: 'percent',
  value: 20,
  currency: null,
  ticketTypeIds: [],
  usageLimit: 10,
  expiresAt: null,
  timesUsed: 3,
  disabledAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const codes = [
  code({}),
  code({
    _id: 'p-2',
    code: 'ALUMNI',
    kind: 'fixed',
    value: 20_000,
    currency: 'INR',
    ticketTypeIds: [dinner],
    usageLimit: null,
    timesUsed: 1,
  }),
  code({ _id: 'p-3', code: 'EARLY', disabledAt: '2026-11-21T09:00:00.000Z', timesUsed: 2 }),
];

function stub(event = gala, routes: FetchRoutes = {}) {
  return stubSignedIn(adminUser, {
    'GET /api/events/managed': () => json([event]),
    'GET /api/events/e-1/registrations': () => json({ event, registrations: [] }),
    'GET /api/events/e-1/promo-codes': () => json({ promoCodes: codes }),
    ...routes,
  });
}

const card = async () => screen.findByRole('region', { name: 'Promo codes' });

beforeAll(async () => {
  await import('./event-dashboard-route');
}, 120_000);

describe('the event dashboard’s promo codes (issue 25 §3)', () => {
  it('lists the codes with their terms and uses; a used one shows as disabled', async () => {
    stub();
    renderRoute('/eventdash');
    const region = await card();
    const rows = await within(region).findAllByTestId('promo-code');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('DIWALI20'),
      expect.stringContaining('ALUMNI'),
      expect.stringContaining('EARLY'),
    ]);
    expect(rows[0]).toHaveTextContent('20% off');
    expect(rows[0]).toHaveTextContent('All tickets · 3 of 10 used');
    expect(rows[1]).toHaveTextContent('₹200.00 off');
    expect(rows[1]).toHaveTextContent('Dinner · 1 use');
    expect(rows[2]).toHaveTextContent('Disabled');
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  }, 120_000);

  it('makes a fixed code in rupees (sent in paise) and shows the server’s refusal on its field', async () => {
    let answer: 'taken' | 'made' = 'taken';
    const { requests } = stub(gala, {
      'POST /api/events/e-1/promo-codes': () =>
        answer === 'taken'
          ? json(
              {
                error: 'duplicate',
                message: 'This event already has a code with these letters',
                fields: { code: 'This event already has a code with these letters' },
              },
              { status: 409 },
            )
          : json(code({ _id: 'p-9', code: 'SPEAKER', timesUsed: 0 }), { status: 201 }),
    });
    const { user } = renderRoute('/eventdash');
    const region = await card();
    const form = within(region).getByRole('form', { name: 'New promo code' });
    await user.type(within(form).getByLabelText(/^Code/), 'speaker');
    await user.click(within(form).getByRole('radio', { name: 'Fixed amount' }));
    await user.type(within(form).getByLabelText(/^Amount off \(INR\)/), '150.5');
    await user.click(within(form).getByRole('checkbox', { name: 'Student' }));
    await user.type(within(form).getByLabelText(/^Usage limit/), '5');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));

    expect(
      await within(form).findByText('This event already has a code with these letters'),
    ).toBeVisible();
    const posted = requests.find((request) => request.method === 'POST');
    expect(await posted!.json()).toEqual({
      code: 'speaker',
      kind: 'fixed',
      value: 15_050,
      currency: 'INR',
      ticketTypeIds: [student],
      usageLimit: 5,
    });

    answer = 'made';
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    expect(await screen.findByText('Promo code SPEAKER made')).toBeVisible();
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('');
  }, 120_000);

  it('checks the form with the contract before sending', async () => {
    const { requests } = stub();
    const { user } = renderRoute('/eventdash');
    const form = within(await card()).getByRole('form', { name: 'New promo code' });
    await user.type(within(form).getByLabelText(/^Code/), 'x');
    await user.type(within(form).getByLabelText(/^Percentage off/), '0');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    expect(await within(form).findByText('Use 3 to 40 letters, digits, - or _')).toBeVisible();
    expect(within(form).getByText('A percentage from 1 to 100')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  }, 120_000);

  it('disables a code', async () => {
    const { requests } = stub(gala, {
      'DELETE /api/events/e-1/promo-codes/p-1': () => json({ outcome: 'disabled' }),
    });
    const { user } = renderRoute('/eventdash');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Disable code DIWALI20' }));
    await expect.poll(() => requests.some((request) => request.method === 'DELETE')).toBe(true);
  }, 120_000);

  it('is not shown for an event without paid tickets', async () => {
    const free = { ...gala, ticketTypes: [] };
    stub(free);
    renderRoute('/eventdash');
    expect(await screen.findByRole('heading', { level: 2, name: 'Registrations' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Promo codes' })).not.toBeInTheDocument();
  }, 120_000);
});
