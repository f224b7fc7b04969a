import { ticketMessages, type EventInput } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

// Issue 25 §1, §5: the event form's Tickets and Questions sections.

function stubForm(routes: FetchRoutes) {
  return stubSignedIn(adminUser, {
    'GET /api/channels/managed': () => json([]),
    ...routes,
  });
}

const paymentsOff = () =>
  json({
    enabled: false,
    keyId: null,
    organisationName: 'Community Portal',
    taxText: '',
    otherWaysToGive: null,
  });

/** Typed with change events: key by key is slow, and other tests cover typing. */
const fill = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

async function fillRequired() {
  fill(await screen.findByLabelText(/^Title/), 'Annual Gala Dinner — વાર્ષિક ભોજન');
  fill(screen.getAllByLabelText(/^Description/)[0]!, 'Dinner and awards.');
  fill(screen.getByLabelText(/^Starts/), '2026-12-05T19:30');
  fill(screen.getByLabelText(/^Location/), 'Lohana Mahajan Wadi, Rajkot');
}

const sentBody = async (requests: Request[]) =>
  (await requests
    .find((request) => request.method === 'POST')!
    .clone()
    .json()) as EventInput;

describe('the Tickets section', () => {
  it('shows a paid price in its currency, says why it cannot be saved, and lands the server’s refusal under the price', async () => {
    const { requests } = stubForm({
      'GET /donate/config': paymentsOff,
      'POST /api/events': () =>
        json(
          {
            error: 'payments_not_configured',
            message: ticketMessages.paymentsNotConfigured,
            fields: { 'ticketTypes.0.price': ticketMessages.paymentsNotConfigured },
          },
          { status: 400 },
        ),
    });
    const { user } = renderRoute('/eventForm');
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Add ticket type' }));
    const ticket = screen.getByRole('group', { name: 'Ticket type 1' });
    fill(within(ticket).getByRole('textbox', { name: /^Name/ }), 'Dinner and awards');
    expect(within(ticket).getByText('Free')).toBeVisible();
    fill(within(ticket).getByRole('textbox', { name: /^Price/ }), '1499.00');
    expect(within(ticket).getByTestId('ticket-price')).toHaveTextContent('₹1,499.00');
    expect(await screen.findByText(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET/)).toBeVisible();

    // A price with more decimals than the currency has is refused before anything is sent.
    fill(within(ticket).getByRole('textbox', { name: /^Price/ }), '1499.005');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await within(ticket).findByText(/at most 2 decimals/)).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fill(within(ticket).getByRole('textbox', { name: /^Price/ }), '1499.00');
    await user.selectOptions(within(ticket).getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(within(ticket).getByTestId('ticket-price')).toHaveTextContent('£1,499.00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    // The server's reason, under the box it names.
    await waitFor(() =>
      expect(within(ticket).getByRole('textbox', { name: /^Price/ })).toHaveAccessibleDescription(
        expect.stringContaining(ticketMessages.paymentsNotConfigured),
      ),
    );
    const body = await sentBody(requests);
    expect(body.ticketTypes).toMatchObject([
      { name: 'Dinner and awards', price: { amount: 149_900, currency: 'GBP' }, capacity: null },
    ]);
  }, 120_000);
});

describe('the Questions section', () => {
  it('builds, checks and reorders questions, asked of everyone or of one ticket type', async () => {
    const { requests } = stubForm({
      'POST /api/events': () =>
        json({ ...makeEvent(), message: 'Event created successfully!' }, { status: 201 }),
    });
    const { user } = renderRoute('/eventForm');
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Add ticket type' }));
    await user.click(screen.getByRole('button', { name: 'Add ticket type' }));
    fill(
      within(screen.getByRole('group', { name: 'Ticket type 1' })).getByRole('textbox', {
        name: /^Name/,
      }),
      'Adult',
    );
    fill(
      within(screen.getByRole('group', { name: 'Ticket type 2' })).getByRole('textbox', {
        name: /^Name/,
      }),
      'Child',
    );

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const meal = screen.getByRole('group', { name: 'Question 1' });
    fill(within(meal).getByRole('textbox', { name: /^Question/ }), 'Meal');
    await user.selectOptions(
      within(meal).getByRole('combobox', { name: 'Type of answer' }),
      'select',
    );
    await user.click(within(meal).getByRole('checkbox', { name: 'An answer is required' }));
    // A choice question needs its choices filled in.
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await within(meal).findAllByText('Give at least one option')).not.toHaveLength(0);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fill(within(meal).getByRole('textbox', { name: 'Choice 1: Answer people pick' }), 'Veg');
    fill(within(meal).getByRole('textbox', { name: 'Choice 1: Short name in your lists' }), 'veg');
    await user.click(within(meal).getByRole('button', { name: 'Add choice' }));
    fill(within(meal).getByRole('textbox', { name: 'Choice 2: Answer people pick' }), 'Non-veg');
    fill(
      within(meal).getByRole('textbox', { name: 'Choice 2: Short name in your lists' }),
      'non-veg',
    );

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const school = screen.getByRole('group', { name: 'Question 2' });
    fill(within(school).getByRole('textbox', { name: /^Question/ }), 'School');
    await user.click(within(school).getByRole('checkbox', { name: 'Child' }));
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Question 1' })).getByRole('textbox', {
          name: /^Question/,
        }),
      ).toHaveValue('School'),
    );
    expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const body = await sentBody(requests);
    const [adult, child] = body.ticketTypes!;
    expect(adult).toMatchObject({ name: 'Adult', price: { amount: 0, currency: 'INR' } });
    expect(body.questions).toEqual([
      {
        _id: expect.any(String),
        label: 'School',
        type: 'text',
        required: false,
        ticketTypeIds: [child!._id],
      },
      {
        _id: expect.any(String),
        label: 'Meal',
        type: 'select',
        required: true,
        options: [
          { value: 'veg', label: 'Veg' },
          { value: 'non-veg', label: 'Non-veg' },
        ],
        ticketTypeIds: [],
      },
    ]);
  }, 120_000);
});

const adultId = '0b7d3c56-2f0e-4d8a-9a53-7d1c2a7e9f01';
const childId = '5c2e8f10-6a4b-4e57-8d21-3b9f0c4a6e22';
const schoolId = '9e4a1b2c-3d5e-4f60-8a7b-1c2d3e4f5a6b';
const inUse =
  'A ticket type that people have registered with cannot be removed. Hide it instead, so no one new can choose it.';

const fete = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Diwali Mela',
  canManage: true,
  ticketTypes: [
    { _id: adultId, name: 'Adult', price: { amount: 0, currency: 'INR' }, sold: 3 },
    { _id: childId, name: 'Child', price: { amount: 0, currency: 'INR' }, sold: 0 },
  ],
  questions: [
    { _id: schoolId, label: 'School', type: 'text', required: false, ticketTypeIds: [childId] },
  ],
});

describe('editing an event’s ticket types', () => {
  it('keeps ids, offers to hide a sold type rather than remove it, and shows a 409 above the list', async () => {
    const { requests } = stubForm({
      'GET /api/events/managed': () => json([fete]),
      'PUT /api/events/e-1': () =>
        json(
          { error: 'ticket_type_in_use', message: inUse, fields: { ticketTypes: inUse } },
          { status: 409 },
        ),
    });
    const { user } = renderRoute('/editEvents');
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali Mela' }));
    const adult = await screen.findByRole('group', { name: 'Ticket type 1' });
    expect(within(adult).getByText(/3 places taken/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove ticket type 1' })).not.toBeInTheDocument();
    const school = screen.getByRole('group', { name: 'Question 1' });
    expect(within(school).getByRole('checkbox', { name: 'Child' })).toBeChecked();

    // Removing a ticket type takes it off the questions asked only of it.
    await user.click(screen.getByRole('button', { name: 'Remove ticket type 2' }));
    expect(within(school).queryByRole('checkbox', { name: 'Child' })).not.toBeInTheDocument();
    await user.click(within(adult).getByRole('checkbox', { name: /^Hidden/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // Above the list, beside the failure's notification.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(inUse),
    );
    const put = requests.find((request) => request.method === 'PUT')!;
    const body = (await put.clone().json()) as EventInput;
    expect(body.ticketTypes).toMatchObject([{ _id: adultId, name: 'Adult', hidden: true }]);
    expect(body.questions).toMatchObject([{ _id: schoolId, ticketTypeIds: [] }]);
  }, 120_000);
});
