import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ensureSidebarOpen, signIn, storeBeforeLoad, type StoredSession } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { bearer, randomLetters } from './support/events';
import { indianE164, randomIndianMobile } from './support/phones';

// Issue 35's journey, through the real server, at 1280 px and again at 375 px on a phone: an
// admin imports the association's roster (two bad rows among fifty, shown by row), a roster
// member signs up from the invitation's link and is let in at once, finds a batchmate by typing
// a Devanagari name in Latin letters, and a member who hides their city is no longer found by it.
//
// Both widths run in this one file, one after the other, rather than as two projects: the join
// policy is the site's, set around the journey and put back. The file runs in the "site-wide"
// project, after every other journey (playwright.config.ts): none signs up while it is changed.

test.describe.configure({ mode: 'serial' });

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

interface Person {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** One width's run: its viewport, and people, a batch and a city of its own. */
interface Width {
  name: string;
  phone: boolean;
  viewport: { width: number; height: number };
  batch: number;
  city: string;
  rahul: Person;
  priya: Person;
  mobileOnly: string;
  rahulSession?: StoredSession;
  priyaSession?: StoredSession;
}

const run = randomLetters(6);
const firstBatch = 1950 + Math.floor(Math.random() * 20);

function widthOf(name: string, phone: boolean, batch: number): Width {
  const tag = `${run}${phone ? 'p' : 'd'}`;
  const person = (first: string, fullName: string): Person => ({
    name: fullName,
    email: `e2e-${first}-${tag}@example.org`.toLowerCase(),
    mobile: randomIndianMobile(),
    password: `pass ${randomLetters(12)}`,
  });
  return {
    name,
    phone,
    viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    batch,
    city: `Nashik ${tag}`,
    mobileOnly: randomIndianMobile(),
    rahul: person('rahul', 'राहुल शर्मा'),
    priya: person('priya', `Priya Nair ${tag}`),
  };
}

const widths = [widthOf('1280 px', false, firstBatch), widthOf('375 px', true, firstBatch + 40)];

/** Data rows 16 and 33 (sheet rows 17 and 34, the header being row 1) are wrong. */
const badRows = [17, 34];

/** One person the roster knows by mobile only: invited on WhatsApp, not by email. */
const mobileOnlyName = (width: Width) => `Kavita Patil ${run}${width.phone ? 'p' : 'd'}`;

function rosterCsv(width: Width): string {
  const { rahul, priya, batch } = width;
  const tag = `${run}${width.phone ? 'p' : 'd'}`;
  const lines = ['Name,Email,Mobile,Batch,Course,City,Country,Notes'];
  lines.push(`${rahul.name},${rahul.email},${indianE164(rahul.mobile)},${batch},B.Com,Pune,IN,`);
  lines.push(`${priya.name},${priya.email},${indianE164(priya.mobile)},${batch},B.Sc,Dubai,AE,`);
  for (let n = 3; n <= 50; n += 1) {
    const row = n + 1;
    if (row === badRows[0]) lines.push(`Zoë Ó Briain ${tag},zoe-${tag}@example.ie,,3000,,,IE,`);
    else if (row === badRows[1]) lines.push(`李小龍 ${tag},,,1959,,Hong Kong,HK,no contact`);
    else if (n === 5)
      lines.push(`${mobileOnlyName(width)},,${indianE164(width.mobileOnly)},${batch},,,,`);
    else
      lines.push(`Alumnus ${randomLetters(7)},e2e-alumnus-${tag}-${n}@example.org,,${batch},,,,`);
  }
  return `${lines.join('\n')}\n`;
}

async function pageAt(browser: Browser, width: Width, session?: StoredSession): Promise<Page> {
  const context = await browser.newContext({
    viewport: width.viewport,
    ...(width.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  if (session) await storeBeforeLoad(page, session);
  return page;
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `no sideways scrolling: ${what}`).toBeLessThanOrEqual(0);
}

let adminToken = '';
let adminSession: StoredSession | undefined;
let policyBefore: unknown = null;

test.beforeAll(async ({ request }) => {
  adminSession = await signIn(request, 'admin');
  adminToken = adminSession.token!;
  policyBefore = await setJoinPolicy(request, adminToken, 'roster');
});

test.afterAll(async ({ request }) => {
  if (adminToken) await setJoinPolicy(request, adminToken, (policyBefore as string) ?? null);
});

for (const width of widths) {
  test(`at ${width.name}: an admin checks a 50-row roster, sees the two bad rows by number, and imports it`, async ({
    browser,
  }) => {
    test.slow();
    const page = await pageAt(browser, width, adminSession);
    await page.goto('/admin/roster');
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni roster' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'alumni.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rosterCsv(width), 'utf8'),
    });
    // The first rows, read in the browser before anything is sent.
    const preview = page.getByRole('table').filter({ hasText: 'as read in your browser' });
    await expect(preview.getByRole('cell', { name: width.rahul.name })).toBeVisible();
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
    await expectNoAxeViolations(page, `roster check at ${width.name}`);
    if (width.phone) await expectNoSidewaysScroll(page, 'the roster check at 375 px');

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    await expect(page.getByText('48 new people, 0 updated, of 50 rows.')).toBeVisible();

    // The one with only a mobile cannot be emailed: a WhatsApp link carries the invitation.
    const noEmail = page.getByRole('region', { name: 'No email on the roster' });
    await page.getByLabel(/^Only batch/).fill(String(width.batch));
    const whatsApp = noEmail.getByRole('link', {
      name: `Invite ${mobileOnlyName(width)} on WhatsApp`,
    });
    await expect(whatsApp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${width.mobileOnly}\\?text=.*signup`),
    );
    await expectNoAxeViolations(page, `roster invitations at ${width.name}`);
    await page.context().close();
  });

  test(`at ${width.name}: roster members sign up and are let in at once; one finds the other by a Latin spelling`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const { rahul, priya, batch, city } = width;
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
    width.rahulSession = { token: rahulBody.token, isLoggedIn: 'true' };
    const withCity = await request.put('/api/profile/profile', {
      headers: bearer(rahulBody.token),
      data: { name: rahul.name, email: rahul.email, mobile: indianE164(rahul.mobile), city },
    });
    expect(withCity.status(), await withCity.text()).toBe(200);

    // Priya opens the invitation's link: the form is filled in with what the roster has.
    const page = await pageAt(browser, width);
    const invitation = new URLSearchParams({
      name: priya.name,
      email: priya.email,
      mobile: indianE164(priya.mobile),
    });
    await page.goto(`/signup?${invitation}`);
    await expect(page.getByLabel(/^Name/)).toHaveValue(priya.name);
    await expect(page.getByLabel(/^Email/)).toHaveValue(priya.email);
    await page.getByLabel(/^Password/).fill(priya.password);
    await page.getByRole('checkbox', { name: /accept the privacy notice/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/');
    // Verified: the directory is hers (behind the menu on a phone).
    const nav = await ensureSidebarOpen(page);
    const directoryLink = nav.getByRole('link', { name: 'Directory' });
    await expect(directoryLink).toBeVisible();
    width.priyaSession = {
      token: (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '',
      isLoggedIn: 'true',
    };
    const me = await request.get('/api/auth/user', { headers: bearer(width.priyaSession.token!) });
    expect(((await me.json()) as { membershipStatus: string }).membershipStatus).toBe('verified');

    await directoryLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the directory' }).fill('rahul');
    await expect(page).toHaveURL(/\?q=rahul/);
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('link', { name: rahul.name }).first()).toBeVisible();
    if (width.phone) {
      await expectNoSidewaysScroll(page, 'the directory at 375 px');
      await expectNoAxeViolations(page, 'directory at 375 px');
    } else await expectAccessibleInBothSchemes(page, '/directory?q=rahul', 'Directory');

    // His city finds him while members may see it.
    await page.goto(`/directory?${new URLSearchParams({ city })}`);
    await expect(members.getByRole('link', { name: rahul.name })).toBeVisible();
    await members.getByRole('link', { name: rahul.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: rahul.name })).toBeVisible();
    await expect(page.getByText(`Batch of ${batch}`)).toBeVisible();
    await expect(page.getByText(city)).toBeVisible();
    await page.context().close();
  });

  test(`at ${width.name}: a member hides their city in the profile form, and a batchmate no longer finds them by it`, async ({
    browser,
  }) => {
    test.slow();
    const { rahul, batch, city } = width;
    expect(width.rahulSession, 'Rahul signed up in the step before').toBeDefined();
    const rahulPage = await pageAt(browser, width, width.rahulSession);
    await rahulPage.goto('/profile');
    await rahulPage.getByRole('button', { name: 'Edit Profile' }).click();
    const form = rahulPage.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('City', { exact: true })).toHaveValue(city);
    await expectNoAxeViolations(rahulPage, `profile form at ${width.name}`);
    // The preview shows what another member sees before and after the choice.
    await expect(form.getByText(city)).toBeVisible();
    await form.getByLabel('Who can see: City and country').selectOption('private');
    await expect(form.getByText(city, { exact: false })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(rahulPage.getByText('Profile updated successfully.')).toBeVisible();
    await rahulPage.context().close();

    const priyaPage = await pageAt(browser, width, width.priyaSession);
    await priyaPage.goto(`/directory?${new URLSearchParams({ city })}`);
    await expect(priyaPage.getByText('Nobody matches')).toBeVisible();
    // Still found by name, with no city on the card.
    await priyaPage.goto(`/directory?${new URLSearchParams({ q: 'rahul', batch: String(batch) })}`);
    const card = priyaPage.getByRole('listitem').filter({ hasText: rahul.name });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Nashik');
    await priyaPage.context().close();
  });
}
