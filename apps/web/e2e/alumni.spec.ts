import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad, type StoredSession } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { bearer, randomLetters } from './support/events';
import { indianE164, randomIndianMobile } from './support/phones';

// Issue 35's journey, through the real server: an admin imports the association's roster (two
// bad rows among fifty, shown by row), a roster member signs up from the invitation's link and is
// let in at once, finds a batchmate by typing a Devanagari name in Latin letters, and a member who
// hides their city is no longer found by it.

// One journey, step by step; the join policy is the site's, so it is set and put back around it.
test.describe.configure({ mode: 'serial' });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'the journey runs at desktop width');

interface SiteSettingsAnswer {
  settings: Record<string, unknown>;
}

async function setJoinPolicy(
  request: APIRequestContext,
  token: string,
  joinPolicy: string | null,
): Promise<unknown> {
  const current = await request.get('/api/admin/site-settings', { headers: bearer(token) });
  expect(current.status()).toBe(200);
  const { settings } = (await current.json()) as SiteSettingsAnswer;
  const before = settings.joinPolicy ?? null;
  const saved = await request.put('/api/admin/site-settings', {
    headers: bearer(token),
    data: { ...settings, joinPolicy },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return before;
}

// This run's people: a batch and a city of their own, so a retry or another test never matches.
const run = randomLetters(6);
const batch = 1950 + Math.floor(Math.random() * 40);
const city = `Nashik ${run}`;
const rahul = {
  name: 'राहुल शर्मा',
  email: `e2e-rahul-${run}@example.org`.toLowerCase(),
  mobile: randomIndianMobile(),
  password: `pass ${randomLetters(12)}`,
};
const priya = {
  name: `Priya Nair ${run}`,
  email: `e2e-priya-${run}@example.org`.toLowerCase(),
  mobile: randomIndianMobile(),
  password: `pass ${randomLetters(12)}`,
};
/** Data rows 16 and 33 (sheet rows 17 and 34, the header being row 1) are wrong. */
const badRows = [17, 34];

function rosterCsv(): string {
  const lines = ['Name,Email,Mobile,Batch,Course,City,Country,Notes'];
  lines.push(`${rahul.name},${rahul.email},${indianE164(rahul.mobile)},${batch},B.Com,Pune,IN,`);
  lines.push(`${priya.name},${priya.email},${indianE164(priya.mobile)},${batch},B.Sc,Dubai,AE,`);
  for (let n = 3; n <= 50; n += 1) {
    const row = n + 1;
    if (row === badRows[0]) lines.push(`Zoë Ó Briain ${run},zoe-${run}@example.ie,,3000,,,IE,`);
    else if (row === badRows[1]) lines.push(`李小龍 ${run},,,1959,,Hong Kong,HK,no contact`);
    else
      lines.push(`Alumnus ${randomLetters(7)},e2e-alumnus-${run}-${n}@example.org,,${batch},,,,`);
  }
  return `${lines.join('\n')}\n`;
}

async function pageAs(browser: Browser, session: StoredSession): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await storeBeforeLoad(page, session);
  return page;
}

let adminToken = '';
let policyBefore: unknown = null;
let priyaSession: StoredSession | undefined;
let rahulSession: StoredSession | undefined;

test.beforeAll(async ({ request }) => {
  const admin = await signIn(request, 'admin');
  adminToken = admin.token!;
  policyBefore = await setJoinPolicy(request, adminToken, 'roster');
});

test.afterAll(async ({ request }) => {
  if (adminToken) await setJoinPolicy(request, adminToken, (policyBefore as string) ?? null);
});

test('an admin checks a 50-row roster, sees the two bad rows by number, and imports it', async ({
  page,
  request,
}) => {
  test.slow();
  await storeBeforeLoad(page, await signIn(request, 'admin'));
  await page.goto('/admin/roster');
  await expect(page.getByRole('heading', { level: 1, name: 'Alumni roster' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'alumni.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rosterCsv(), 'utf8'),
  });
  // The first rows, read in the browser before anything is sent.
  const preview = page.getByRole('table').filter({ hasText: 'as read in your browser' });
  await expect(preview.getByRole('cell', { name: rahul.name })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Notes (ignored)' })).toBeVisible();

  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Nothing was written: this was a check.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 rows have problems' })).toBeVisible();
  const errors = page.getByRole('table', { name: '2 rows have problems' });
  const rows = errors.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(String(badRows[0]));
  await expect(rows.nth(1)).toContainText('batch');
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText(String(badRows[1]));
  await expect(rows.nth(2)).toContainText('Give an email or a mobile number');
  await expectNoAxeViolations(page, 'roster check');

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByText('48 new people, 0 updated, of 50 rows.')).toBeVisible();
});

test('roster members sign up and are let in at once; one finds the other by a Latin spelling', async ({
  page,
  request,
}) => {
  test.slow();
  // Rahul signs up through the API with the contact the roster has for him.
  const rahulAnswer = await request.post('/api/auth/signup', {
    data: { ...rahul, mobile: indianE164(rahul.mobile) },
  });
  expect(rahulAnswer.status(), await rahulAnswer.text()).toBe(201);
  const rahulBody = (await rahulAnswer.json()) as {
    token: string;
    user: { membershipStatus: string };
  };
  expect(rahulBody.user.membershipStatus).toBe('verified');
  rahulSession = { token: rahulBody.token, isLoggedIn: 'true' };
  const withCity = await request.put('/api/profile/profile', {
    headers: bearer(rahulBody.token),
    data: { name: rahul.name, email: rahul.email, mobile: indianE164(rahul.mobile), city },
  });
  expect(withCity.status(), await withCity.text()).toBe(200);

  // Priya opens the invitation's link: the form is filled in with what the roster has.
  const invitation = new URLSearchParams({
    name: priya.name,
    email: priya.email,
    mobile: indianE164(priya.mobile),
  });
  await page.goto(`/signup?${invitation}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(priya.name);
  await expect(page.getByLabel(/^Email/)).toHaveValue(priya.email);
  await page.getByLabel(/^Password/).fill(priya.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');
  // Verified: the directory is hers.
  const directoryLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Directory' });
  await expect(directoryLink).toBeVisible();
  priyaSession = {
    token: (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '',
    isLoggedIn: 'true',
  };
  const me = await request.get('/api/auth/user', { headers: bearer(priyaSession.token!) });
  expect(((await me.json()) as { membershipStatus: string }).membershipStatus).toBe('verified');

  await directoryLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the directory' }).fill('rahul');
  await expect(page).toHaveURL(/\?q=rahul/);
  const found = page.getByRole('list', { name: 'Members' }).getByRole('link', { name: rahul.name });
  await expect(found.first()).toBeVisible();
  await expectAccessibleInBothSchemes(page, '/directory?q=rahul', 'Directory');

  // His city finds him while members may see it.
  await page.goto(`/directory?${new URLSearchParams({ city })}`);
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('link', { name: rahul.name }),
  ).toBeVisible();
  await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: rahul.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: rahul.name })).toBeVisible();
  await expect(page.getByText(`Batch of ${batch}`)).toBeVisible();
  await expect(page.getByText(city)).toBeVisible();
});

test('a member hides their city in the profile form, and a batchmate no longer finds them by it', async ({
  browser,
}) => {
  test.slow();
  expect(rahulSession, 'Rahul signed up in the step before').toBeDefined();
  const rahulPage = await pageAs(browser, rahulSession!);
  await rahulPage.goto('/profile');
  await rahulPage.getByRole('button', { name: 'Edit Profile' }).click();
  const form = rahulPage.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByLabel('City', { exact: true })).toHaveValue(city);
  await expectNoAxeViolations(rahulPage, 'profile form');
  // The preview shows what another member sees before and after the choice.
  await expect(form.getByText(city)).toBeVisible();
  await form.getByLabel('Who can see: City and country').selectOption('private');
  await expect(form.getByText(city, { exact: false })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(rahulPage.getByText('Profile updated successfully.')).toBeVisible();
  await rahulPage.context().close();

  const priyaPage = await pageAs(browser, priyaSession!);
  await priyaPage.goto(`/directory?${new URLSearchParams({ city })}`);
  await expect(priyaPage.getByText('Nobody matches')).toBeVisible();
  // Still found by name, with no city on the card.
  await priyaPage.goto(`/directory?${new URLSearchParams({ q: 'rahul', batch: String(batch) })}`);
  const card = priyaPage.getByRole('listitem').filter({ hasText: rahul.name });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Nashik');
  await priyaPage.context().close();
});

test('the directory fits a 375 px phone', async ({ browser }) => {
  expect(priyaSession, 'Priya signed up in an earlier step').toBeDefined();
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await storeBeforeLoad(page, priyaSession!);
  await page.goto(`/directory?${new URLSearchParams({ batch: String(batch) })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'directory at 375 px');
  await context.close();
});
