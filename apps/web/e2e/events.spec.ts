import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureSidebarOpen, signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import {
  adminToken,
  bearer,
  calendarDay,
  createEvent,
  deleteEvent,
  demoEvents,
  findEvent,
  loadMapFrames,
  mailTo,
  newPerson,
  randomLetters,
  register,
  stubMapFrames,
  ticketFor,
  type Person,
} from './support/events';
import { newAccount, signUp } from './support/community';

// The events issue through the built server: browsing, registering (and the waiting list), the
// confirmation email, the calendar, managing events, the dashboard and CSV, ticket check-in,
// who may manage, and axe on every events screen, at a desktop and a phone width. The two
// projects run in parallel against one database, so every test makes its own people and events.

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

/** A section button on the event details page (in view on every screen, no menu to open). */
async function sectionButton(page: Page, name: string): Promise<Locator> {
  return page
    .getByRole('group', { name: 'Event sections' })
    .getByRole('button', { name, exact: true });
}

async function chooseSection(page: Page, name: string) {
  await (await sectionButton(page, name)).click();
}

/** The open section's panel, named by its heading. */
const sectionPanel = (page: Page, name: string) =>
  page.getByRole('region', { name: 'More about this event' }).getByRole('region', { name });

async function fillPerson(group: Locator, person: Person, title: string) {
  await group.getByLabel('Title').selectOption(title);
  await group.getByLabel('First name').fill(person.firstName);
  await group.getByLabel('Last name').fill(person.lastName);
  await group.getByLabel('Email').fill(person.email);
  await group.getByRole('textbox', { name: 'Phone' }).fill(person.phone);
}

async function fillRegistration(
  page: Page,
  person: Person,
  guest?: Person,
  submit: 'Register' | 'Join the waiting list' = 'Register',
) {
  const form = page.getByRole('form', { name: 'Event registration' });
  await fillPerson(form.getByRole('group', { name: 'Your details' }), person, 'Ms.');
  if (guest) {
    await form
      .getByRole('radiogroup', { name: 'Bringing a guest?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await fillPerson(form.getByRole('group', { name: 'Guest' }), guest, 'Mr.');
  }
  await form.getByRole('button', { name: submit }).click();
}

/** A dashboard counter's value, by its label. */
const counter = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('browse, read the details, register with a guest, get the email, find it on the calendar', async ({
  page,
  request,
}) => {
  test.slow();
  const workshop = await findEvent(request, demoEvents.workshop);
  const person = newPerson('Asha');
  const guest = newPerson('Ravi');

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const card = page.getByRole('article', { name: demoEvents.workshop });
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(`/event-details/${workshop._id}`);
  await expect(page.getByRole('heading', { level: 1, name: demoEvents.workshop })).toBeVisible();

  await test.step('sections', async () => {
    await chooseSection(page, 'Sponsors');
    await expect(await sectionButton(page, 'Sponsors')).toHaveAttribute('aria-pressed', 'true');
    const sponsorPanel = sectionPanel(page, 'Sponsors');
    await expect(
      sponsorPanel
        .getByText('No sponsors available for this event.')
        .or(sponsorPanel.getByRole('region', { name: 'Event sponsors' })),
    ).toBeVisible();

    await chooseSection(page, 'Organisers');
    await expect(await sectionButton(page, 'Organisers')).toHaveAttribute('aria-pressed', 'true');
    await expect(sponsorPanel).toHaveCount(0);
    const organiserPanel = sectionPanel(page, 'Organisers');
    await expect(organiserPanel.getByRole('region', { name: 'Event organisers' })).toBeVisible();
    await expect(organiserPanel.getByText('राहुल शर्मा', { exact: true })).toBeVisible();

    // Choosing the selected section again hides it.
    await chooseSection(page, 'Organisers');
    await expect(organiserPanel).toHaveCount(0);
    await expect(await sectionButton(page, 'Organisers')).toHaveAttribute('aria-pressed', 'false');

    await chooseSection(page, 'View Gallery');
    const gallery = page.getByRole('dialog', { name: `${demoEvents.workshop} gallery` });
    await expect(gallery).toBeVisible();
    await expect(
      gallery.getByRole('region', { name: `${demoEvents.workshop} photos` }),
    ).toBeVisible();
    await gallery.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(gallery).toBeHidden();
  });

  await test.step('register with a guest', async () => {
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(`/registration/${workshop._id}`);
    await expect(page.getByRole('heading', { level: 1, name: demoEvents.workshop })).toBeVisible();
    const sent = page.waitForRequest(
      (sending) => sending.method() === 'POST' && sending.url().includes('/api/registration/'),
    );
    await fillRegistration(page, person, guest);
    // The form solved the server's proof-of-work challenge in Chromium and sent it (ADR 33).
    expect((await sent).headers()['x-registration-proof']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await expect(page.getByRole('heading', { level: 2, name: 'You are registered' })).toBeFocused();
    await expect(page.getByText(`Your ticket is on its way to ${person.email}.`)).toBeVisible();
    await expect(
      page.getByText(`Your guest, Mr. ${guest.firstName} ${guest.lastName}, has a place with you.`),
    ).toBeVisible();
  });

  await test.step('the confirmation email', async () => {
    const mail = await mailTo(
      request,
      await adminToken(request),
      person.email,
      `You're registered: ${demoEvents.workshop}`,
    );
    expect(mail.attachments).toEqual(['ticket-qr.png', 'event.ics']);
    expect(mail.text).toContain('2 places (you and your guest)');
    expect(mail.text).toMatch(/\/ticket\?t=\S+/);
  });

  await test.step('the calendar', async () => {
    const { label, month } = calendarDay(workshop.date, workshop.timeZone);
    await page.goto(`/event-calendar?month=${month}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
    const day = page.getByRole('button', { name: new RegExp(`^${label}, \\d+ events?$`) });
    // Tap the day's number: the event badges below it cover the middle of the cell.
    await day.click({ position: { x: 12, y: 12 } });
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    const list = page.getByRole('region', { name: `Events on ${label}` });
    await expect(list.getByRole('heading', { level: 3, name: demoEvents.workshop })).toBeVisible();
    await expect(
      list.getByRole('link', { name: `Details of ${demoEvents.workshop}` }),
    ).toHaveAttribute('href', `/event-details/${workshop._id}`);
  });
});

test('a full event says "Join the waiting list" before the form, and says it once after', async ({
  page,
  request,
}) => {
  test.slow();
  const jazz = await findEvent(request, demoEvents.jazz);
  const person = newPerson('Wren');

  await test.step('its card says so', async () => {
    await page.goto('/events');
    const card = page.getByRole('article', { name: demoEvents.jazz });
    await expect(card.getByText('Full — waiting list')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      `/registration/${jazz._id}`,
    );
    await expect(card.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
  });

  await test.step('its page says so', async () => {
    await page.goto(`/event-details/${jazz._id}`);
    await expect(page.getByRole('heading', { level: 1, name: demoEvents.jazz })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Join the waiting list' }).click();
    await expect(page).toHaveURL(`/registration/${jazz._id}`);
  });

  await test.step('the form says so above it, before anything is sent', async () => {
    const form = page.getByRole('form', { name: 'Event registration' });
    await expect(form).toBeVisible();
    const notice = page.getByText('This event is full', { exact: true });
    await expect(notice).toBeVisible();
    const [noticeTop, formTop] = await Promise.all([
      notice.boundingBox().then((box) => box!.y),
      form.boundingBox().then((box) => box!.y),
    ]);
    expect(noticeTop).toBeLessThan(formTop);
    await expect(form.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  });

  await test.step('the confirmation says it once', async () => {
    await fillRegistration(page, person, undefined, 'Join the waiting list');
    await expect(
      page.getByRole('heading', { level: 2, name: 'You are on the waiting list' }),
    ).toBeFocused();
    await expect(
      page.getByText(
        new RegExp(`^You are number \\d+ in line\\. We will email ${person.email} if a place`),
      ),
    ).toBeVisible();
    await expect(page.getByText(/waiting list/i)).toHaveCount(1);
    await expectNoAxeViolations(page, 'the waiting-list confirmation (light)');
  });
});

test('a signed-in member who registered sees their registration instead of the form', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const event = await createEvent(request, admin, `E2E Book Swap ${randomLetters(8)}`);
  await storeBeforeLoad(page, await signIn(request, 'member'));

  await page.goto(`/registration/${event._id}`);
  const form = page.getByRole('form', { name: 'Event registration' });
  // Their details come from their profile; only the title is theirs to choose.
  await form.getByRole('group', { name: 'Your details' }).getByLabel('Title').selectOption('Mr.');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are registered' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'You are registered' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Event registration' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
    'href',
    /^\/ticket\?t=\S+$/,
  );
  await expectNoAxeViolations(page, 'a member’s own registration (light)');

  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel registration?' });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('Your registration has been cancelled.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Event registration' })).toBeVisible();
  await deleteEvent(request, admin, event._id);
});

test(
  'a member sees their place on the event page and their tickets, QR codes large, on a phone',
  { tag: '@phone' },
  async ({ page, request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'a phone at the door (375 px)');
    // Three screens in two schemes and Hindi, each checked by axe.
    test.slow();
    const account = newAccount('Nandini');
    const { session } = await signUp(request, account);
    const workshop = await findEvent(request, demoEvents.workshop);
    const guest = { ...newPerson('Tomas'), firstName: 'Tomás' };
    const made = await request.post(`/api/registration/${workshop._id}`, {
      headers: bearer(session.token!),
      data: {
        title: 'Ms.',
        firstName: 'Nandini',
        lastName: account.name.split(' ')[1],
        email: account.email,
        phone: '+44 7911 123456',
        eventUpdates: 'no',
        hasGuest: 'yes',
        guestTitle: 'Mr.',
        guestFirstName: guest.firstName,
        guestLastName: guest.lastName,
        guestEmail: guest.email,
        guestPhone: guest.phone,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    await storeBeforeLoad(page, session);
    // Screenshots to look at (test-results), with every weight of the Hindi face loaded first.
    const shoot = async (name: string) => {
      await page.evaluate(() =>
        Promise.all(
          [400, 600, 700].map((weight) =>
            document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'आ'),
          ),
        ).then(() => document.fonts.ready),
      );
      await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    };

    // The event page says so instead of offering Register again.
    const eventPath = `/event-details/${workshop._id}`;
    await page.goto('/about');
    await expectAccessibleInBothSchemes(page, eventPath, demoEvents.workshop, async () => {
      await expect(
        page.getByText(`You’re registered, with Mr. ${guest.firstName} ${guest.lastName}`),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
      await shoot(`event-${await page.locator('html').getAttribute('data-mantine-color-scheme')}`);
    });

    // My tickets, from the profile menu by keyboard.
    await page.getByRole('button', { name: 'Profile menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'My tickets' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/my-tickets');
    await expectAccessibleInBothSchemes(page, '/my-tickets', 'My tickets', async () => {
      const card = page.getByRole('region', { name: 'Upcoming' }).getByRole('article');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Confirmed');
      await expect(card.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
      await shoot(
        `my-tickets-${await page.locator('html').getAttribute('data-mantine-color-scheme')}`,
      );
    });

    // The ticket: the code large enough to scan from a phone held up at the door.
    await page.getByRole('link', { name: `Your ticket for ${demoEvents.workshop}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: demoEvents.workshop })).toBeVisible();
    const ticket = new URL(page.url()).pathname + new URL(page.url()).search;
    await expectAccessibleInBothSchemes(page, ticket, demoEvents.workshop, async () => {
      const qr = page.getByRole('img', { name: 'QR code of this ticket' });
      await expect(qr).toBeVisible();
      expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(260);
      await expect(page.getByText(`Ms. Nandini ${account.name.split(' ')[1]}`)).toBeVisible();
      await expect(page.getByText(`Mr. ${guest.firstName} ${guest.lastName}`)).toBeVisible();
      await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
      await shoot(`ticket-${await page.locator('html').getAttribute('data-mantine-color-scheme')}`);
    });

    // The same screens in Hindi.
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    for (const [name, path, heading] of [
      ['ticket-hi', ticket, demoEvents.workshop],
      ['my-tickets-hi', '/my-tickets', 'मेरे टिकट'],
      ['event-hi', eventPath, demoEvents.workshop],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page
          .getByRole('img', { name: 'इस टिकट का QR कोड' })
          .or(page.getByText('आपका पंजीकरण हो गया है, अतिथि', { exact: false })),
      ).not.toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (hi)`);
      await shoot(name);
    }
  },
);

test(
  'no empty doors: no Teams without a tournament, a way back from a missing match, the tournament admin opens on the tournament',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'a phone at the ground (375 px)');
    test.slow();
    const workshop = await findEvent(request, demoEvents.workshop);
    const cup = await findEvent(request, demoEvents.cup);
    await storeBeforeLoad(page, await signIn(request, 'admin'));

    // An event without a tournament offers the sections it has, and no Teams or Schedule.
    await page.goto(`/event-details/${workshop._id}`);
    await expect(page.getByRole('heading', { level: 1, name: demoEvents.workshop })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sponsors' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teams' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
    await page.goto(`/event-details/${cup._id}`);
    await expect(page.getByRole('button', { name: 'Teams' })).toBeVisible();

    // A scorer's link to a match that is gone says so and offers the way on, by keyboard.
    await page.goto('/score/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Match not found');
    await expectNoAxeViolations(page, '/score/<missing>');
    const toAdmin = page.getByRole('link', { name: 'Manage the tournament' });
    await toAdmin.focus();
    await page.keyboard.press('Enter');

    // No event chosen: the one with the tournament, not the newest event.
    await expect(page).toHaveURL('/tournament-admin');
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(
      new RegExp(`^${demoEvents.cup}`),
    );
    await expect(page.getByRole('region', { name: 'Teams' })).toBeVisible();
    // The Manage section links here, and is open on it.
    const nav = await ensureSidebarOpen(page);
    await expect(nav.getByRole('link', { name: 'Tournament admin' })).toHaveAttribute(
      'href',
      '/tournament-admin',
    );
  },
);

test.describe('an organiser', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeBeforeLoad(page, await signIn(request, 'admin'));
  });

  test('creates, edits and deletes an event on Manage Events', async ({ page }) => {
    test.slow();
    const title = `E2E Picnic ${randomLetters(8)}`;
    const renamed = `${title} renamed`;

    await page.goto('/editEvents');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A picnic made by an end-to-end test.');
    await dialog.getByLabel('Starts').fill('2030-06-01T10:00');
    await dialog.getByLabel('Location').fill('Test Meadow');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    // Creating keeps the modal open with a cleared form for the next event.
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    const card = (name: string) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card(title)).toBeVisible();

    await card(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor).toBeHidden();
    await expect(card(renamed)).toBeVisible();
    await expect(card(title)).toHaveCount(0);

    await card(renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(card(renamed)).toHaveCount(0);
  });

  test('creates an event on the event form', async ({ page, request }) => {
    const title = `E2E Quiz ${randomLetters(8)}`;
    const token = await adminToken(request);

    await page.goto('/eventForm');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create event' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A quiz made by an end-to-end test.');
    await form.getByLabel('Starts').fill('2030-07-01T18:30');
    await form.getByLabel('Location').fill('Test Library');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();

    const managed = await request.get('/api/events/managed', { headers: bearer(token) });
    const created = ((await managed.json()) as { _id: string; title: string }[]).find(
      (event) => event.title === title,
    );
    expect(created, 'the created event').toBeDefined();
    await deleteEvent(request, token, created!._id);
  });

  test('sees dashboard counts, rows and a CSV that match the registrations', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const event = await createEvent(request, token, `E2E Dashboard ${randomLetters(8)}`);
    const [withGuest, noUpdates, plain] = [newPerson('Gita'), newPerson('Nora'), newPerson('Omar')];
    await register(request, event._id, withGuest, { guest: newPerson('Hari') });
    await register(request, event._id, noUpdates, { eventUpdates: 'no' });
    await register(request, event._id, plain);

    await page.goto(`/eventdash?event=${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(counter(page, 'Total registrations')).toHaveText('3');
    await expect(counter(page, 'With guests')).toHaveText('1');
    await expect(counter(page, 'Want updates')).toHaveText('2');

    const table = page.getByRole('table', { name: 'Registrations', exact: true });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    const row = (person: Person) => rows.filter({ hasText: person.email });
    await expect(row(withGuest)).toContainText(`Ms. ${withGuest.firstName} ${withGuest.lastName}`);
    // The name heads its row (it stays in view as a phone scrolls the row): the cells follow it.
    await expect(row(withGuest).getByRole('cell').nth(1)).toHaveText(/^Mr\. Hari /);
    await expect(row(noUpdates).getByRole('cell').nth(2)).toHaveText('No');
    await expect(row(plain).getByRole('cell').nth(2)).toHaveText('Yes');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(lines).toHaveLength(4);
    for (const person of [withGuest, noUpdates, plain])
      expect(lines.filter((line) => line.includes(person.email))).toHaveLength(1);

    await deleteEvent(request, token, event._id);
  });
});

test('the emailed ticket link: a visitor may cancel, an organiser checks in', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const event = await createEvent(request, token, `E2E Check-in ${randomLetters(8)}`);
  const person = newPerson('Ines');
  await register(request, event._id, person);
  const ticket = await ticketFor(request, token, person, event.title);

  await test.step('as a visitor', async () => {
    await page.goto(ticket);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  });

  await test.step('as the organiser', async () => {
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await page.reload();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText('Checked in.', { exact: true })).toBeVisible();
    await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);

    await page.goto(`/eventdash?event=${event._id}`);
    const present = page.getByRole('checkbox', {
      name: `Present: ${person.firstName} ${person.lastName}`,
    });
    await expect(present).toBeChecked();
    await expect(
      page.getByRole('table', { name: 'Registrations', exact: true }).getByText('Checked in'),
    ).toBeVisible();
  });

  await deleteEvent(request, token, event._id);
});

test.describe('management is refused', () => {
  test('to a plain member: no events to manage, and the API says 403', async ({
    page,
    request,
  }) => {
    const session = await signIn(request, 'member');
    await storeBeforeLoad(page, session);
    await page.goto('/editEvents');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expect(page.getByText('No events found')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    const response = await request.post('/api/events', {
      headers: bearer(session.token!),
      data: {
        title: `E2E Refused ${randomLetters(8)}`,
        description: 'Should never be created.',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        location: 'Nowhere',
      },
    });
    expect(response.status()).toBe(403);
  });

  test('to a visitor: the dashboard sends them to sign in', async ({ page }) => {
    await page.goto('/eventdash?event=abc');
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/eventdash?event=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('accessibility of the events screens (axe, WCAG 2.1 A/AA) in light and dark mode', () => {
  // Each test runs axe twice on a full screen; give it room on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  const publicScreens = [
    { path: '/events', heading: 'Events' },
    { path: '/upcoming-events', heading: 'Upcoming events' },
    { path: '/event-gallery', heading: 'Event gallery' },
    { path: '/event-calendar', heading: 'Event calendar' },
  ];
  for (const { path, heading } of publicScreens) {
    test(path, async ({ page }) => {
      await page.goto('/about');
      await expectAccessibleInBothSchemes(page, path, heading, loadMapFrames);
    });
  }

  test('/event-details/<id>', async ({ page, request }) => {
    const cup = await findEvent(request, demoEvents.cup);
    await page.goto('/about');
    await expectAccessibleInBothSchemes(
      page,
      `/event-details/${cup._id}`,
      demoEvents.cup,
      loadMapFrames,
    );
  });

  test('/registration/<id>', async ({ page, request }) => {
    const workshop = await findEvent(request, demoEvents.workshop);
    await page.goto('/about');
    await expectAccessibleInBothSchemes(
      page,
      `/registration/${workshop._id}`,
      demoEvents.workshop,
      loadMapFrames,
    );
  });

  test('/registration/<id> of a full event, its waiting-list notice shown', async ({
    page,
    request,
  }) => {
    const jazz = await findEvent(request, demoEvents.jazz);
    await page.goto('/about');
    await expectAccessibleInBothSchemes(page, `/registration/${jazz._id}`, demoEvents.jazz);
    await expect(page.getByText('This event is full', { exact: true })).toBeVisible();
  });

  test('/ticket?t=<ticket>', async ({ page, request }) => {
    const workshop = await findEvent(request, demoEvents.workshop);
    const person = newPerson('Lena');
    await register(request, workshop._id, person);
    const ticket = await ticketFor(request, await adminToken(request), person, workshop.title);
    await page.goto('/about');
    await expectAccessibleInBothSchemes(page, ticket, demoEvents.workshop, loadMapFrames);
  });

  test.describe('as an organiser', () => {
    test.beforeEach(async ({ page, request }) => {
      await storeBeforeLoad(page, await signIn(request, 'admin'));
      await page.goto('/about');
    });

    test('/editEvents', async ({ page }) => {
      await expectAccessibleInBothSchemes(page, '/editEvents', 'Manage Events', loadMapFrames);
    });

    test('/eventForm', async ({ page }) => {
      await expectAccessibleInBothSchemes(page, '/eventForm', 'Create Event', loadMapFrames);
    });

    test('/eventdash?event=<id>', async ({ page, request }) => {
      const cup = await findEvent(request, demoEvents.cup);
      await expectAccessibleInBothSchemes(
        page,
        `/eventdash?event=${cup._id}`,
        demoEvents.cup,
        loadMapFrames,
      );
    });
  });
});
