import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ensureSidebarOpen, signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';

// The audit trail (issue 38) through the real stack: an admin changes a member's role on the
// Members page, then finds it on Manage → Audit trail and downloads it as CSV.

test('an admin makes a member an admin, then finds it in the audit trail and its CSV', async ({
  page,
  request,
}) => {
  // Two screens, a download and axe in both schemes: more than the default half minute under load.
  test.slow();
  const word = Array.from({ length: 6 }, () => 'abcdefghij'[randomInt(10)]).join('');
  const name = `Zoë Ó Briain ${word}`;
  const signUp = await request.post('/api/auth/signup', {
    data: {
      name,
      email: `zoe.${randomInt(1e9)}@example.ie`,
      mobile: `+35385${String(randomInt(1e7)).padStart(7, '0')}`,
      password: 'correct horse battery',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await storeBeforeLoad(page, await signIn(request, 'admin'));

  await test.step('make the member an admin on the Members page', async () => {
    // By the Latin part of the name: the members search lower-cases in the database's locale.
    await page.goto(`/members?q=Briain+${word}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('find it under Manage → Audit trail', async () => {
    const nav = await ensureSidebarOpen(page);
    await nav.getByRole('button', { name: 'Manage' }).click();
    await nav.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page).toHaveURL('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();

    await page.getByRole('combobox', { name: 'What' }).selectOption('member.role_changed');
    await expect(page).toHaveURL('/admin/audit?action=member.role_changed');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Role changed');
    await row.getByRole('button', { name: 'Show details' }).click();
    await expect(row.getByText('member → admin')).toBeVisible();
  });

  await test.step('download the same rows as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit.csv');
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('Time (UTC),Who,Account ID,Action,Kind,Target ID,Target,Details');
    const mine = lines.find((line) => line.includes(name));
    expect(mine).toContain('member.role_changed,member,');
    expect(mine).toContain('""from"":""member""');
    expect(lines.every((line) => line.includes(',member.role_changed,'))).toBe(true);
  });

  await expectAccessibleInBothSchemes(page, '/admin/audit', 'Audit trail');
});
