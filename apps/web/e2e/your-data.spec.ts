import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { storeBeforeLoad, type StoredSession } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { randomLetters } from './support/events';
import { randomIndianMobile } from './support/phones';

// Issue 39's journey at desktop width, through the real server: a member downloads their
// archive (a ZIP holding profile.json), deletes their account, and their wall post then reads
// as by "Former member". Axe checks Account Settings, the deletion dialog and the restore screen.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a member downloads their data, deletes the account, and their post shows as by a former member', async ({
  page,
  request,
}) => {
  test.slow();
  const run = randomLetters(6);
  const account = {
    name: 'Zoë Ó Briain',
    email: `e2e-your-data-${randomLetters(8)}@example.org`.toLowerCase(),
    mobile: randomIndianMobile(),
    password: `pass ${randomLetters(12)}`,
  };
  const signedUp = await request.post('/api/auth/signup', { data: account });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { token } = (await signedUp.json()) as { token: string };
  const content = `Thank you all, see you around ${run}`;
  const posted = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: { content },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const session: StoredSession = { token, isLoggedIn: 'true' };
  await storeBeforeLoad(page, session);

  await test.step('Account Settings has “Your data”, accessible in both schemes', async () => {
    await page.goto('/settings');
    await expectAccessibleInBothSchemes(page, '/settings', 'Account Settings');
    await page.evaluate(() => window.localStorage.removeItem('darkMode'));
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  });

  await test.step('download the archive', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await file.path())!);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    // Entry names are stored as written, in the local headers and the central directory.
    expect(zip.includes(Buffer.from('profile.json'))).toBe(true);
    expect(zip.includes(Buffer.from('posts.json'))).toBe(true);
    await expect(page.getByText('Your data is downloading.')).toBeVisible();
  });

  await test.step('delete the account with the password', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Your wall posts and album photos show as by “Former member”.',
    );
    await expectNoAxeViolations(page, 'delete your account');
    await screenshot(page, 'delete-dialog');
    await dialog.getByLabel(/^Password/).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      dialog.getByText('That password is not right. Your account was not deleted.'),
    ).toBeVisible();
    await dialog.getByLabel(/^Password/).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account is deleted', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/We emailed you a link that restores it within 7 days/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  await test.step('the wall post is now by “Former member”', async () => {
    await page.goto('/');
    const post = page.getByRole('article').filter({ hasText: content });
    await expect(post).toBeVisible();
    await expect(post).toContainText('Former member');
    await expect(post).not.toContainText(account.name);
  });

  await test.step('the restore screen explains itself without a link', async () => {
    await page.goto('/account/restore');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Restore your account' }),
    ).toBeVisible();
    await expect(page.getByText('This page needs the link from the email')).toBeVisible();
    await expectNoAxeViolations(page, 'restore your account');
    await screenshot(page, 'restore');
  });
});
