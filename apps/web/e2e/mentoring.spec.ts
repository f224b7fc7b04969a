import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeBeforeLoad, type StoredSession } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { randomLetters } from './support/events';
import { randomIndianMobile } from './support/phones';

// Issue 37's mentoring journey on a phone (375 px), through the real server: a mentee finds a
// mentor by topic and asks; the mentor accepts from their inbox; both see the pair. Axe checks
// each screen, and the screens are photographed light and dark.

const run = randomLetters(6);
const topic = `Astrophysics ${run}`;

async function newMember(request: APIRequestContext, name: string) {
  const account = {
    name,
    email: `e2e-mentoring-${randomLetters(8)}@example.org`.toLowerCase(),
    mobile: randomIndianMobile(),
    password: `pass ${randomLetters(12)}`,
  };
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
  const session: StoredSession = { token, isLoggedIn: 'true' };
  return { ...account, id: user._id, token, session };
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test(
  'a mentee finds a mentor by topic and asks; the mentor accepts; both see the pair',
  { tag: '@phone' },
  async ({ page, browser, request, isMobile }) => {
    test.skip(!isMobile, 'a phone journey');
    // Two people, four axe checks and screenshots in both schemes: past 30 s on a busy machine.
    test.slow();
    const mentor = await newMember(request, 'ज्योति देसाई');
    const mentee = await newMember(request, 'Anne-Marie O’Brien');
    const offered = await request.put('/api/mentoring/me', {
      headers: { authorization: `Bearer ${mentor.token}` },
      data: {
        offering: true,
        topics: [topic, 'Research careers'],
        about: 'Twenty years of observing; happy to talk about a PhD.',
        capacity: 2,
        paused: false,
      },
    });
    expect(offered.status(), await offered.text()).toBe(200);

    // The mentee, on their phone: the sidebar's Find a mentor, a search by topic, the request.
    await storeBeforeLoad(page, mentee.session);
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find a mentor' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a mentor' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
    const list = page.getByRole('list', { name: 'Mentors' });
    // Only this run's mentor offers this run's topic (the list follows the typing after a pause).
    await expect(list.locator('li.mantine-Card-root')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: mentor.name })).toBeVisible();
    await expectNoAxeViolations(page, 'find a mentor');
    await list.getByRole('button', { name: `Ask ${mentor.name} for mentoring` }).click();
    const dialog = page.getByRole('dialog', { name: `Ask ${mentor.name} for mentoring` });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('textbox', { name: /Your message/ })
      .fill('I am applying for a PhD next year and would value your advice.');
    await expectNoAxeViolations(page, 'request form');
    await screenshot(page, 'request-form');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(`Request sent. ${mentor.name} has been emailed`)).toBeVisible();
    await page.goto('/mentoring');
    const sent = page.getByRole('list', { name: 'Your requests' });
    await expect(sent.getByText(`To ${mentor.name}`)).toBeVisible();
    await expect(sent.getByText('Waiting for an answer')).toBeVisible();

    // The mentor, on their own phone: the inbox, Accept.
    const mentorContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const mentorPage = await mentorContext.newPage();
    try {
      await storeBeforeLoad(mentorPage, mentor.session);
      await mentorPage.goto('/mentoring');
      const inbox = mentorPage.getByRole('list', { name: 'Requests to you' });
      await expect(inbox.getByText(`From ${mentee.name}`)).toBeVisible();
      await expectNoAxeViolations(mentorPage, 'mentor inbox');
      await screenshot(mentorPage, 'mentor-inbox');
      await inbox.getByRole('button', { name: 'Accept' }).click();
      await expect(mentorPage.getByText('Accepted. They have been emailed.')).toBeVisible();
      const mentorPairs = mentorPage.getByRole('list', { name: 'Active mentoring' });
      await expect(mentorPairs.getByText(`You mentor ${mentee.name}`)).toBeVisible();
      await expect(mentorPairs.getByRole('link', { name: mentee.email })).toBeVisible();
    } finally {
      await mentorContext.close();
    }

    // The mentee sees the pair, with the mentor's email to write to.
    await page.reload();
    const pairs = page.getByRole('list', { name: 'Active mentoring' });
    await expect(pairs.getByText(`${mentor.name} mentors you`)).toBeVisible();
    await expect(pairs.getByRole('link', { name: mentor.email })).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/mentoring', 'My mentoring', async (shown) => {
      const dark =
        (await shown.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark';
      await screenshot(shown, `my-mentoring-${dark ? 'dark' : 'light'}`);
    });
    await expectAccessibleInBothSchemes(
      page,
      `/mentors?topic=${encodeURIComponent(topic)}`,
      'Find a mentor',
      async (shown) => {
        await expect(shown.getByRole('heading', { name: mentor.name })).toBeVisible();
        const dark =
          (await shown.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark';
        await screenshot(shown, `find-a-mentor-${dark ? 'dark' : 'light'}`);
      },
    );
    await expectAccessibleInBothSchemes(
      page,
      '/profile/mentoring',
      'Mentoring settings',
      async (shown) => {
        const dark =
          (await shown.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark';
        await screenshot(shown, `settings-${dark ? 'dark' : 'light'}`);
      },
    );
  },
);
