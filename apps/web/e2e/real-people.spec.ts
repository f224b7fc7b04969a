import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  adminToken,
  bearer,
  createEvent,
  deleteEvent,
  randomLetters,
  stubMapFrames,
} from './support/events';
import { indianE164, indianNational, randomDigits, randomIndianMobile } from './support/phones';

// Issue 16, real people (DESIGN §5.21–22): names in any script and mobiles of any country, typed
// the way people write them, at a desktop and a phone width. Each run makes its own people (a
// random number per run), so the two projects and reruns never meet.

/** Opens a phone field's country picker, searches it and chooses the country. */
async function chooseCountry(scope: Locator, search: string, option: RegExp) {
  const picker = scope.getByRole('combobox', { name: 'Country code' });
  await picker.click();
  await picker.fill(search);
  await scope.page().getByRole('option', { name: option }).click();
}

/** The page is no wider than the window: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page's width on ${where}`).toBeLessThanOrEqual(innerWidth);
}

test('a person signs up with a Hindi name and a UK mobile, then signs in writing it another way', async ({
  page,
}, testInfo) => {
  // Six password hashes (scrypt) and two axe runs.
  test.slow();
  const name = 'राहुल शर्मा';
  const line = randomDigits(6);
  const account = {
    // 07400 xxxxxx: a UK mobile, written as a person in the UK writes it.
    national: `07400 ${line}`,
    international: `+44 7400 ${line}`,
    e164: `+447400${line}`,
    email: `e2e-rahul-${line}-${randomLetters(4)}@example.org`,
    password: `pass ${randomLetters(12)}`,
  };
  let token: string | null = null;

  try {
    await test.step('sign up, choosing the United Kingdom in the picker', async () => {
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
      const picker = page.getByRole('combobox', { name: 'Country code' });
      const mobile = page.getByRole('textbox', { name: 'Mobile' });
      // The site's default country until the person chooses another.
      await expect(picker).toHaveValue(/\+91$/);
      await expectNoSidewaysScroll(page, '/signup');
      await expectNoAxeViolations(page, '/signup (picker closed)');

      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await picker.click();
      await picker.fill('United Kingdom');
      const uk = page.getByRole('option', { name: 'United Kingdom +44' });
      await expect(uk).toBeVisible();
      await expectNoSidewaysScroll(page, '/signup (picker open)');
      await expectNoAxeViolations(page, '/signup (picker open)');
      await uk.click();
      await expect(picker).toHaveValue(/\+44$/);
      await mobile.pressSequentially(account.national);
      await expect(mobile).toHaveValue(account.national);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await expectNoSidewaysScroll(page, '/signup (filled in)');
      await page.getByRole('checkbox', { name: /accept the privacy notice/ }).check();
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await expect(page).toHaveURL('/');
      await expect(page.getByText('Registration successful')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
      token = await page.evaluate(() => window.localStorage.getItem('token'));
      expect(token).not.toBeNull();
    });

    await test.step('the account holds the name as written and the number in E.164', async () => {
      const response = await page.request.get('/api/auth/user', { headers: bearer(token!) });
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ name, mobile: account.e164 });
    });

    await test.step('sign out, and in with the number in international form', async () => {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      token = null;

      const picker = page.getByRole('combobox', { name: 'Country code' });
      const phone = page.getByRole('textbox', { name: 'Phone' });
      await expect(picker).toHaveValue(/\+91$/);
      await phone.pressSequentially(account.international);
      // A number with its own country code moves the picker to that country.
      await expect(picker).toHaveValue(/\+44$/);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL('/');
      token = await page.evaluate(() => window.localStorage.getItem('token'));
    });

    await test.step('the top bar names who is signed in, as they wrote it', async () => {
      const banner = page.getByRole('banner');
      if (testInfo.project.name === 'desktop') {
        await expect(banner.getByText(name, { exact: true })).toBeVisible();
      } else {
        // No room beside the picture on a phone: the name heads the profile menu.
        await banner.getByRole('button', { name: 'Profile menu' }).click();
        await expect(page.getByRole('menu').getByText(name, { exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
      }
    });

    await test.step('the profile shows the name, and the number as the UK writes it', async () => {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
      await expect(page).toHaveURL('/profile');
      const basic = page.getByRole('region', { name: 'Basic information' });
      await expect(basic.getByText(name, { exact: true })).toBeVisible();
      // The viewer's own mobile is British: national format, as they dial it.
      await expect(basic.getByText(account.national, { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: `Profile picture of ${name}` })).toBeVisible();
    });

    await test.step('any other way of writing the number finds the same account', async () => {
      for (const mobile of [`0044 7400 ${line}`, `+44 (0) 7400 ${line}`]) {
        const response = await page.request.post('/api/auth/login', {
          data: { mobile, password: account.password },
        });
        expect(response.status(), mobile).toBe(200);
        expect(await response.json()).toMatchObject({ user: { name, mobile: account.e164 } });
      }
      const national = await page.request.post('/api/auth/login', {
        data: { mobile: account.national, country: 'GB', password: account.password },
      });
      expect(national.status()).toBe(200);
    });
  } finally {
    if (token) {
      const response = await page.request.delete('/api/account', {
        headers: bearer(token),
        data: { password: account.password },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  }
});

test('a visitor with a Gujarati name registers with a guest from Singapore; the dashboard lists them as written', async ({
  page,
  request,
}) => {
  test.slow();
  await stubMapFrames(page);
  const token = await adminToken(request);
  const event = await createEvent(request, token, `E2E Real people ${randomLetters(8)}`);
  const suffix = randomLetters(8);
  const mobile = randomIndianMobile();
  const attendee = {
    firstName: 'જયેશ',
    lastName: 'પટેલ',
    email: `e2e-jayesh-${suffix}@example.org`,
    // Written as in India, with the trunk 0.
    typed: indianNational(mobile),
    e164: indianE164(mobile),
  };
  const guestLine = `9${1 + Math.floor(Math.random() * 8)}${randomDigits(6)}`;
  const guest = {
    firstName: 'Anne-Marie',
    lastName: 'O’Brien',
    email: `e2e-anne-marie-${suffix}@example.org`,
    typed: `${guestLine.slice(0, 4)} ${guestLine.slice(4)}`,
    e164: `+65${guestLine}`,
  };

  try {
    await test.step('register as a visitor, with a guest', async () => {
      await page.goto(`/registration/${event._id}`);
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      const form = page.getByRole('form', { name: 'Event registration' });

      const you = form.getByRole('group', { name: 'Your details' });
      await you.getByLabel('Title').selectOption('Mr.');
      await you.getByRole('textbox', { name: 'First name' }).fill(attendee.firstName);
      await you.getByRole('textbox', { name: 'Last name' }).fill(attendee.lastName);
      await you.getByRole('textbox', { name: 'Email' }).fill(attendee.email);
      await expect(you.getByRole('combobox', { name: 'Country code' })).toHaveValue(/\+91$/);
      await you.getByRole('textbox', { name: 'Phone' }).fill(attendee.typed);

      await form
        .getByRole('radiogroup', { name: 'Bringing a guest?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      const theirs = form.getByRole('group', { name: 'Guest' });
      await theirs.getByLabel('Title').selectOption('Ms.');
      await theirs.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
      await theirs.getByRole('textbox', { name: 'Last name' }).fill(guest.lastName);
      await theirs.getByRole('textbox', { name: 'Email' }).fill(guest.email);
      await chooseCountry(theirs, 'Singapore', /^Singapore \+65$/);
      await expect(theirs.getByRole('combobox', { name: 'Country code' })).toHaveValue(/\+65$/);
      // The attendee's country stays India.
      await expect(you.getByRole('combobox', { name: 'Country code' })).toHaveValue(/\+91$/);
      await theirs.getByRole('textbox', { name: 'Phone' }).fill(guest.typed);
      await expectNoSidewaysScroll(page, 'the registration form');

      await form.getByRole('button', { name: 'Register' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'You are registered' }),
      ).toBeFocused();
    });

    await test.step('the demo admin’s dashboard lists the names as written', async () => {
      await storeBeforeLoad(page, await signIn(request, 'admin'));
      await page.goto(`/eventdash?event=${event._id}`);
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      const table = page.getByRole('table', { name: 'Registrations', exact: true });
      const row = table.getByRole('row').filter({ hasText: attendee.email });
      await expect(row.getByRole('rowheader')).toHaveText(
        `Mr. ${attendee.firstName} ${attendee.lastName}`,
      );
      // The admin's own mobile is Indian: an Indian number in national format.
      await expect(row.getByRole('cell').nth(0)).toContainText(attendee.typed);
      await expect(row.getByRole('cell').nth(1)).toHaveText(
        `Ms. ${guest.firstName} ${guest.lastName}`,
      );
      await expect(
        page.getByRole('checkbox', {
          name: `Present: ${attendee.firstName} ${attendee.lastName}`,
        }),
      ).toBeVisible();
    });

    await test.step('both numbers are stored in E.164', async () => {
      const response = await request.get(`/api/events/${event._id}/registrations`, {
        headers: bearer(token),
      });
      expect(response.status()).toBe(200);
      const { registrations } = (await response.json()) as {
        registrations: Record<string, unknown>[];
      };
      expect(registrations).toEqual([
        expect.objectContaining({
          name: `${attendee.firstName} ${attendee.lastName}`,
          phone: attendee.e164,
          guestName: `Ms. ${guest.firstName} ${guest.lastName}`,
          guestPhone: guest.e164,
        }),
      ]);
    });
  } finally {
    await deleteEvent(request, token, event._id);
  }
});
