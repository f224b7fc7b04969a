import { expect, test } from '@playwright/test';
import { jobQueueNames } from '@portal/contract/jobs';
import { ensureSidebarOpen, signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';

// Admin → Background work (issue 33) on the real job queue: the route tests cover its states;
// this checks it is reachable from the Manage section and reads the server's real answer.

test('a site admin finds the background work under Manage, each queue in words', async ({
  page,
  request,
}) => {
  await storeBeforeLoad(page, await signIn(request, 'admin'));
  await page.goto('/about');
  const nav = await ensureSidebarOpen(page);
  await nav.getByRole('button', { name: 'Manage' }).click();
  await nav.getByRole('link', { name: 'Background work' }).click();

  await expect(page).toHaveURL('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Background work' })).toBeVisible();
  const queues = page.getByRole('list', { name: 'Queues' });
  await expect(queues.getByRole('listitem')).toHaveCount(jobQueueNames.length); // every queue of the contract
  await expect(queues.getByRole('listitem').first()).toContainText('Email delivery');
  await expect(queues.getByRole('listitem', { name: 'Housekeeping' })).toContainText('Waiting');
  await expect(page.getByRole('heading', { level: 2, name: 'Failed jobs' })).toBeVisible();

  await expectAccessibleInBothSchemes(page, '/admin/jobs', 'Background work');
});
