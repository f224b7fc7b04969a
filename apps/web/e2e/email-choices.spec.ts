import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeBeforeLoad, type StoredSession } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { adminToken, bearer, randomLetters } from './support/events';
import { randomIndianMobile } from './support/phones';

// Issue 39's email choices on a desktop, through the real server: a member accepts the privacy
// notice they are asked for, turns event reminders off in Account Settings, and a one-click POST
// to the unsubscribe link of a mentoring email (read from the admin outbox) turns mentoring off.

interface OutboxItem {
  to: string;
  subject: string;
  headers: Record<string, string>;
}

async function newMember(request: APIRequestContext, name: string) {
  const account = {
    name,
    email: `e2e-choices-${randomLetters(8)}@example.org`,
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

test('a member turns reminders off in settings and mentoring off from an email, in one click', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'a desktop journey');
  // Two members, five axe checks and both schemes: well past 30 s on a busy machine.
  test.setTimeout(180_000);
  const member = await newMember(request, 'राहुल शर्मा');
  const mentee = await newMember(request, 'Zoë Ó Briain');
  const admin = await adminToken(request);

  // Signed up without the consent box (as a client written to the spec does): asked once in.
  await storeBeforeLoad(page, member.session);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Privacy notice' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Read the privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeVisible();
  await expectNoAxeViolations(page, 'privacy notice with the consent banner');
  await screenshot(page, 'privacy-notice');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  const consent = await request.get('/api/me/privacy-consent', { headers: bearer(member.token) });
  expect(await consent.json()).toMatchObject({ needsConsent: false });

  // Account Settings: six choices; event reminders off, saved at once.
  await page.goto('/settings');
  const reminders = page.getByRole('switch', { name: /^Event reminders/ });
  await expect(reminders).toBeChecked();
  for (const name of [
    /^Event updates/,
    /^News and announcements/,
    /^Mentoring/,
    /^Channel activity/,
  ])
    await expect(page.getByRole('switch', { name })).toBeChecked();
  await expectNoAxeViolations(page, 'account settings');
  await screenshot(page, 'email-choices');
  await reminders.click();
  await expect(page.getByText('Event reminders: turned off.')).toBeVisible();
  await expect(reminders).not.toBeChecked();

  // A mentoring request emails the member; its link is read from the admin outbox.
  const offered = await request.put('/api/mentoring/me', {
    headers: bearer(member.token),
    data: { offering: true, topics: ['Careers'], about: 'Banking.', capacity: 2, paused: false },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const asked = await request.post('/api/mentoring/requests', {
    headers: bearer(mentee.token),
    data: { mentorId: member.id, topic: 'Careers', message: 'Advice on a first job, please?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const outbox = await request.get('/api/admin/outbox?limit=100', { headers: bearer(admin) });
  expect(outbox.status()).toBe(200);
  const mail = ((await outbox.json()) as { items: OutboxItem[] }).items.find(
    (item) => item.to === member.email,
  );
  expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const header = mail?.headers['List-Unsubscribe'] ?? '';
  const link = new URL(header.slice(1, header.indexOf('>')));
  expect(link.pathname).toMatch(/^\/u\/mentoring~/);

  // Opening the link changes nothing: the page offers the button and the other choices.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these emails' })).toBeVisible();
  await expect(page.getByText('This link stops one kind of email: Mentoring.')).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Mentoring/ })).toBeChecked();
  await expectAccessibleInBothSchemes(page, link.pathname, 'Stop these emails');
  await screenshot(page, 'unsubscribe-page');

  // What a mail client does (RFC 8058): a POST with the one-click body, no session.
  const oneClick = await request.post(link.pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  expect(await oneClick.json()).toEqual({ kind: 'mentoring' });
  const again = await request.post(link.pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(again.status()).toBe(409);

  await page.evaluate(() => window.localStorage.removeItem('darkMode'));
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: /^Mentoring/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Event reminders/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Opportunity alerts/ })).toBeChecked();
});
