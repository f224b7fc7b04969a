import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ensureSidebarOpen, signIn, storeBeforeLoad } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { newAccount, signUp } from './support/community';
import { demoEvents, findEvent, stubMapFrames } from './support/events';
import { translator } from './support/translations';

// Issue 17 (DESIGN §7): the portal in the reader's language. A browser in Hindi gets Hindi from
// the first paint; an English one switches from the top bar and keeps the choice; a member's
// choice follows them to another browser. Texts are checked through the catalogues
// (support/translations.ts), at a desktop and a phone width.

const hi = translator('hi');
const gu = translator('gu');

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

/** axe, nothing sticking out sideways (long Devanagari labels), and a screenshot to look at. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page, name);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page's width on ${name}`).toBeLessThanOrEqual(innerWidth);
  // The Devanagari and Gujarati faces load as text first needs them (this browser has no system
  // font for those scripts to show meanwhile).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({
    path: testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`),
    fullPage: true,
  });
}

test.describe('a reader whose browser is in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('reads home, an event, its registration, the calendar, sign-up and their profile in Hindi', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await test.step('home, from the first paint', async () => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('button', { name: hi('Language') })).toBeVisible();
      const nav = await ensureSidebarOpen(page, { toggle: hi('Toggle sidebar'), nav: hi('Main') });
      await expect(nav.getByRole('link', { name: hi('Upcoming Events') })).toBeVisible();
      await checkScreen(page, testInfo, 'home-hi');
    });

    const workshop = await findEvent(request, demoEvents.workshop);
    await test.step("an event's details", async () => {
      await page.goto(`/event-details/${workshop._id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: demoEvents.workshop }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: hi('Register'), exact: true })).toBeVisible();
      await checkScreen(page, testInfo, 'event-details-hi');
    });

    await test.step('registration, submitted empty: the messages are in Hindi', async () => {
      await page.getByRole('link', { name: hi('Register'), exact: true }).click();
      await expect(page).toHaveURL(`/registration/${workshop._id}`);
      const form = page.getByRole('form', { name: hi('Event registration') });
      await form.getByRole('button', { name: hi('Register') }).click();
      await expect(form.getByText(hi('First name is required')).first()).toBeVisible();
      await expect(form.getByText('First name is required')).toHaveCount(0);
      await checkScreen(page, testInfo, 'registration-hi');
    });

    await test.step('the calendar names the month in Hindi', async () => {
      await page.goto('/event-calendar?month=2026-12');
      await expect(
        page.getByRole('heading', { level: 1, name: hi('Event calendar') }),
      ).toBeVisible();
      await expect(page.getByText('दिसंबर 2026').first()).toBeVisible();
      await checkScreen(page, testInfo, 'calendar-hi');
    });

    await test.step('sign-up, submitted empty', async () => {
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: hi('Sign up') })).toBeVisible();
      await page.getByRole('button', { name: hi('Sign Up') }).click();
      await expect(page.getByText(hi('Please enter a  valid name')).first()).toBeVisible();
      await checkScreen(page, testInfo, 'signup-hi');
    });

    await test.step('a member’s profile', async () => {
      await storeBeforeLoad(page, await signIn(request, 'member'));
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: hi('Profile') })).toBeVisible();
      await checkScreen(page, testInfo, 'profile-hi');
    });
  });
});

test.describe('a reader whose browser is in English', () => {
  test.use({ locale: 'en-US' });

  test('switches to Gujarati from the top bar by keyboard, keeps what they typed, and stays in Gujarati after a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/support-services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const name = 'જયેશ';
    await page.getByRole('textbox', { name: 'First name' }).fill(name);
    // Marks this document: still there after the switch means the page did not reload.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole('button', { name: 'Language' }).focus();
    await page.keyboard.press('Enter');
    const gujarati = page.getByRole('menuitem', { name: 'ગુજરાતી' });
    await expect(gujarati).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
    await gujarati.focus();
    await page.keyboard.press('Enter');

    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect(
      page.getByRole('textbox', { name: gu('First name', 'support.contactForm.firstName') }),
    ).toHaveValue(name);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await checkScreen(page, testInfo, 'support-gu');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect(page.getByRole('button', { name: gu('Language') })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: gu('First name', 'support.contactForm.firstName') }),
    ).toBeVisible();
  });
});

test('a member’s language follows them to another browser', async ({
  browser,
  request,
}, testInfo) => {
  const account = newAccount('Meera');
  const { session } = await signUp(request, account);
  const { viewport, isMobile, hasTouch } = testInfo.project.use;

  const first = await browser.newContext({ locale: 'en-US', viewport, isMobile, hasTouch });
  try {
    const page = await first.newPage();
    await storeBeforeLoad(page, session);
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/profile/language') && response.ok(),
    );
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  } finally {
    await first.close();
  }

  const second = await browser.newContext({ locale: 'en-US', viewport, isMobile, hasTouch });
  try {
    const login = await request.post('/api/auth/login', {
      data: { mobile: account.mobile, password: account.password },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const page = await second.newPage();
    await storeBeforeLoad(page, { token, isLoggedIn: 'true' });
    await page.goto('/');
    // Once the app knows who is signed in (its first request), it switches to their language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: hi('Language') })).toBeVisible();
    // The choice is this browser's too now: a reload starts in Hindi.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  } finally {
    await second.close();
  }
});
