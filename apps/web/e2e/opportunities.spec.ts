import { expect, test, type Browser, type Page } from '@playwright/test';
import { ensureSidebarOpen, signIn, storeBeforeLoad, type StoredSession } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { randomLetters } from './support/events';
import { randomIndianMobile } from './support/phones';

// Issue 37's journey on a phone (375 px), through the real server: a member posts a job, which
// waits for moderation (the site's default); a site admin publishes it from the queue; another
// member finds it by searching, and can apply. axe in light and dark; screenshots of each.

const run = randomLetters(6);
const title = `Cricket analytics engineer ${run}`;

async function phonePage(browser: Browser, session: StoredSession): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await storeBeforeLoad(page, session);
  return page;
}

test(
  'a member posts a job, an admin publishes it, another member finds it',
  { tag: '@phone' },
  async ({ page, browser, request, isMobile }, testInfo) => {
    test.skip(!isMobile, 'a phone journey');
    // Three people, three screens, six axe checks: past 30 s on a busy machine.
    test.slow();
    const shot = (target: Page, name: string) =>
      target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

    // 1. The demo member posts from the sidebar's link.
    await storeBeforeLoad(page, await signIn(request, 'member'));
    await page.goto('/');
    const nav = await ensureSidebarOpen(page);
    await nav.getByRole('link', { name: 'Opportunities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
    await page.getByRole('tab', { name: 'Post', exact: true }).click();
    const form = page.getByRole('form', { name: 'Post an opportunity' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Company/).fill('Kesari Sports Data');
    await form.getByLabel(/^Location/).fill('Pune');
    await form.getByText('Remote work is possible').click();
    await form
      .getByLabel(/^Description/)
      .fill('Ball-by-ball data for club cricket. Python and SQL.');
    // A script address is refused before anything is sent.
    await form.getByLabel(/^Apply at/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(
      form.getByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'post form with an error');
    await shot(page, 'post-form');
    await form.getByLabel(/^Apply at/).fill('https://careers.kesari-sports.example/analytics');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(
      page.getByText('Posted. A site admin will look at it before other members see it.'),
    ).toBeVisible();
    const mine = page.getByRole('list', { name: 'My posts' });
    const myPost = mine.getByRole('article').filter({ hasText: title });
    await expect(myPost.getByText('Waiting for a site admin')).toBeVisible();
    await shot(page, 'my-posts');

    // 2. A site admin publishes it from the moderation queue.
    const admin = await phonePage(browser, await signIn(request, 'admin'));
    await admin.goto('/opportunities?tab=moderation');
    const queue = admin.getByRole('list', { name: 'Waiting for moderation' });
    await expect(queue.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessibleInBothSchemes(admin, '/opportunities?tab=moderation', 'Opportunities');
    await admin.evaluate(() => window.localStorage.setItem('darkMode', 'false'));
    await admin.goto('/opportunities?tab=moderation');
    await shot(admin, 'moderation-light');
    await admin
      .getByRole('list', { name: 'Waiting for moderation' })
      .getByRole('button', { name: `Publish: ${title}` })
      .click();
    await expect(admin.getByText('Published. The poster has been told by email.')).toBeVisible();
    await admin.context().close();

    // 3. Another member, just signed up, finds it by a word in its description.
    const signUp = await request.post('/api/auth/signup', {
      data: {
        name: 'Kwame Mensah',
        email: `e2e-kwame-${run}@example.org`.toLowerCase(),
        mobile: randomIndianMobile(),
        password: `pass ${randomLetters(12)}`,
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const { token } = (await signUp.json()) as { token: string };
    const reader = await phonePage(browser, { token, isLoggedIn: 'true' });
    await reader.goto('/opportunities');
    await reader.getByRole('searchbox', { name: /^Search/ }).fill(`analytics engineer ${run}`);
    const found = reader.getByRole('list', { name: 'Open opportunities' }).getByRole('article');
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('heading', { name: title })).toBeVisible();
    await expect(found.getByText('Kesari Sports Data · Pune')).toBeVisible();
    await expect(found.getByText('Remote possible')).toBeVisible();
    await expect(found.getByRole('link', { name: 'Apply online' })).toHaveAttribute(
      'href',
      'https://careers.kesari-sports.example/analytics',
    );
    await shot(reader, 'find-light');
    await expectAccessibleInBothSchemes(reader, '/opportunities', 'Opportunities');
    await shot(reader, 'find-dark');
    await reader.goto('/opportunities?tab=alerts');
    await expect(reader.getByRole('form', { name: 'Email alerts' })).toBeVisible();
    await shot(reader, 'alerts-dark');
    await reader.context().close();
  },
);
