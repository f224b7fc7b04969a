import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { adminToken, deleteEvent, randomLetters, stubMapFrames } from './support/events';
import { randomDigits } from './support/phones';

// Issue 25 §1, §5: an organiser builds a free ticket type and two questions on the event form;
// two people register through the API answering them; the dashboard counts the answers.

interface SavedEvent {
  _id: string;
  title: string;
  ticketTypes?: { _id: string; name: string; price: { amount: number; currency: string } }[];
  questions?: {
    _id: string;
    label: string;
    type: string;
    required: boolean;
    options?: { value: string; label: string }[];
  }[];
}

/** A day three weeks ahead, as "YYYY-MM-DD". */
const dayAhead = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

async function registerWithAnswers(
  request: APIRequestContext,
  event: SavedEvent,
  person: { firstName: string; lastName: string; phone: string },
  answers: Record<string, unknown>,
) {
  const response = await request.post(`/api/registration/${event._id}`, {
    data: {
      title: 'Ms.',
      ...person,
      email: `e2e-tickets-${randomLetters(8)}@example.org`,
      eventUpdates: 'no',
      hasGuest: 'no',
      ticketTypeId: event.ticketTypes![0]!._id,
      answers,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('the ticket and question editor', () => {
  const title = `E2E Gala Dinner ${randomLetters(8)}`;
  let created: SavedEvent | undefined;

  test.afterAll(async ({ request }) => {
    if (created) await deleteEvent(request, await adminToken(request), created._id);
  });

  test('builds a free ticket and two questions, and the dashboard counts the answers', async ({
    page,
    request,
  }) => {
    test.slow();
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await stubMapFrames(page);

    await page.goto('/eventForm');
    const form = page.getByRole('form', { name: 'Create event' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A dinner with a meal choice, made by an end-to-end test.');
    await form.getByLabel('Starts').fill(`${dayAhead()}T19:30`);
    await form.getByLabel('Location').fill('Lohana Mahajan Wadi, Rajkot');

    await form.getByRole('button', { name: 'Add ticket type' }).click();
    const ticket = form.getByRole('group', { name: 'Ticket type 1' });
    await ticket.getByRole('textbox', { name: 'Name', exact: true }).fill('Community entry');
    await expect(ticket.getByRole('textbox', { name: 'Price' })).toHaveValue('0');
    await expect(ticket.getByText('Free', { exact: true })).toBeVisible();
    await expect(ticket.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');

    // The meal: one choice of two, required.
    await form.getByRole('button', { name: 'Add question' }).click();
    const meal = form.getByRole('group', { name: 'Question 1' });
    await meal.getByRole('textbox', { name: 'Question', exact: true }).fill('Meal');
    await meal.getByRole('combobox', { name: 'Type of answer' }).selectOption('select');
    await meal.getByRole('checkbox', { name: 'An answer is required' }).check();
    await meal.getByRole('textbox', { name: 'Choice 1: Answer people pick' }).fill('Veg');
    await meal.getByRole('button', { name: 'Add choice' }).click();
    // The stored value follows the wording when left blank.
    await expect(
      meal.getByRole('textbox', { name: 'Choice 1: Short name in your lists' }),
    ).toHaveValue('Veg');
    await meal.getByRole('textbox', { name: 'Choice 2: Answer people pick' }).fill('Non-veg');
    await meal.getByRole('textbox', { name: 'Choice 2: Short name in your lists' }).focus();
    await expect(
      meal.getByRole('textbox', { name: 'Choice 2: Short name in your lists' }),
    ).toHaveValue('Non-veg');

    await form.getByRole('button', { name: 'Add question' }).click();
    await form
      .getByRole('group', { name: 'Question 2' })
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('Name on your badge');

    // Reordered with the keyboard: the moved question keeps focus in its new place.
    await form.getByRole('button', { name: 'Move question 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      form
        .getByRole('group', { name: 'Question 1' })
        .getByRole('textbox', { name: 'Question', exact: true }),
    ).toHaveValue('Name on your badge');
    await expect(form.getByRole('button', { name: 'Move question 1 down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      form
        .getByRole('group', { name: 'Question 1' })
        .getByRole('textbox', { name: 'Question', exact: true }),
    ).toHaveValue('Meal');

    await expectNoAxeViolations(page, 'event form with tickets and questions');

    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();

    const list = await request.get('/api/events');
    expect(list.status()).toBe(200);
    const listed = ((await list.json()) as SavedEvent[]).find((item) => item.title === title);
    expect(listed, 'the created event').toBeDefined();
    const read = await request.get(`/api/events/${listed!._id}`);
    created = (await read.json()) as SavedEvent;
    expect(created.ticketTypes).toMatchObject([
      { name: 'Community entry', price: { amount: 0, currency: 'INR' } },
    ]);
    expect(created.questions).toMatchObject([
      {
        label: 'Meal',
        type: 'select',
        required: true,
        options: [
          { value: 'Veg', label: 'Veg' },
          { value: 'Non-veg', label: 'Non-veg' },
        ],
      },
      { label: 'Name on your badge', type: 'text', required: false },
    ]);
    const [mealQuestion, badgeQuestion] = created.questions!;

    await registerWithAnswers(
      request,
      created,
      { firstName: 'प्रिया', lastName: 'शर्मा', phone: `+9198${randomDigits(8)}` },
      { [mealQuestion!._id]: 'Veg', [badgeQuestion!._id]: 'प्रिया' },
    );
    await registerWithAnswers(
      request,
      created,
      { firstName: 'Siobhán', lastName: "O'Neill-Patel", phone: `+447400${randomDigits(6)}` },
      { [mealQuestion!._id]: 'Non-veg', [badgeQuestion!._id]: 'Shiv' },
    );

    await page.goto(`/eventdash?event=${created._id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Answers' })).toBeVisible();
    await expect(page.getByTestId('answer-count')).toHaveText(['Meal: Veg 1, Non-veg 1']);
  });
});

test('the Tickets and Questions sections read well in the dark scheme', async ({
  page,
  request,
}) => {
  await storeBeforeLoad(page, await signIn(request, 'admin'));
  await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
  await page.goto('/eventForm');
  const form = page.getByRole('form', { name: 'Create event' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await form.getByRole('button', { name: 'Add ticket type' }).click();
  const ticket = form.getByRole('group', { name: 'Ticket type 1' });
  await ticket.getByRole('textbox', { name: 'Price' }).fill('1499.00');
  await expect(ticket.getByText('₹1,499.00')).toBeVisible();
  await form.getByRole('button', { name: 'Add question' }).click();
  await form
    .getByRole('group', { name: 'Question 1' })
    .getByRole('combobox', { name: 'Type of answer' })
    .selectOption('multi');
  // Errors shown too: their red must read on the dark background.
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(ticket.getByText('Name the ticket type')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, 'event form sections (dark)', { coloursOnly: true });
});
