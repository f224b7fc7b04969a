import { expect, test, type APIRequestContext } from '@playwright/test';
import { storeBeforeLoad, type StoredSession } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  adminToken,
  bearer,
  deleteEvent,
  mailTo,
  randomLetters,
  ticketPath,
} from './support/events';
import { randomIndianMobile } from './support/phones';

// Issue 40's bell, through the real server: a member waitlisted on a full event sees a new
// notification in the top bar once another member cancels and the place comes through.

async function newMember(request: APIRequestContext, name: string) {
  const account = {
    name,
    email: `e2e-notify-${randomLetters(8)}@example.org`.toLowerCase(),
    mobile: randomIndianMobile(),
    password: `pass ${randomLetters(12)}`,
  };
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const session: StoredSession = { token, isLoggedIn: 'true' };
  return { ...account, token, session };
}

async function registerAs(
  request: APIRequestContext,
  eventId: string,
  member: { name: string; email: string; mobile: string; token: string },
) {
  const [firstName, ...rest] = member.name.split(' ');
  const response = await request.post(`/api/registration/${eventId}`, {
    headers: bearer(member.token),
    data: {
      title: 'Ms.',
      firstName,
      lastName: rest.join(' ') || 'Member',
      email: member.email,
      phone: member.mobile,
      eventUpdates: 'yes',
      hasGuest: 'no',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { status: string };
}

test('the bell shows a waitlisted member that their place came through', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const title = `Garba Night ${randomLetters(5)}`;
  const start = new Date(Date.now() + 20 * 86_400_000);
  start.setUTCHours(14, 0, 0, 0);
  const created = await request.post('/api/events', {
    headers: bearer(admin),
    data: {
      title,
      description: 'One place only, for the notifications journey.',
      date: start.toISOString(),
      location: 'Community Hall',
      status: 'published',
      capacity: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { _id: string };

  try {
    const first = await newMember(request, 'Zoë Ó Briain');
    const waiting = await newMember(request, 'જયેશ પટેલ');
    expect((await registerAs(request, event._id, first)).status).toBe('confirmed');
    expect((await registerAs(request, event._id, waiting)).status).toBe('waitlisted');

    // The waiting member's top bar: a bell with nothing new.
    await storeBeforeLoad(page, waiting.session);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // The first member cancels from their ticket; the place passes down the waiting list.
    const mail = await mailTo(request, admin, first.email, `You're registered: ${title}`);
    const ticket = decodeURIComponent(ticketPath(mail).split('t=')[1]!);
    const cancelled = await request.post('/api/tickets/cancel', { data: { ticket } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('link', { name: /Your place is confirmed/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText(title);
    await expect(item).toContainText('New');
    // Read on opening: the count is gone.
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the open bell');
    await page.screenshot({ path: test.info().outputPath('bell-open.png') });

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/event-details/${event._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  } finally {
    await deleteEvent(request, admin, event._id);
  }
});
