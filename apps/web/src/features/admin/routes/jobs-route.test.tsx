import { jobQueueNames, type FailedJob, type JobQueueStats } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function queues(overrides: Partial<Record<JobQueueStats['name'], Partial<JobQueueStats>>> = {}) {
  return {
    queues: jobQueueNames.map((name) => ({
      name,
      queued: 0,
      active: 0,
      failed: 0,
      completedLastDay: 0,
      oldestQueuedSeconds: 0,
      ...overrides[name],
    })),
  };
}

// Local times, so the expected text holds in whatever zone the tests run.
const failedAt = new Date(2026, 10, 28, 9, 5).toISOString();
const smtpDown: FailedJob = {
  _id: 'job-1',
  queue: 'send-mail',
  attempts: 13,
  error: 'connect ECONNREFUSED 10.0.0.25:587\n    at TCPConnectWrap.afterConnect',
  createdAt: new Date(2026, 10, 27, 8, 0).toISOString(),
  failedAt,
};
const inviteFailed: FailedJob = {
  _id: 'job-2',
  queue: 'channel-invitation',
  attempts: 6,
  error: 'Channel 7f3c not found',
  createdAt: new Date(2026, 10, 27, 7, 0).toISOString(),
  failedAt: null,
};

const busy = queues({
  'send-mail': {
    queued: 3,
    active: 1,
    failed: 2,
    completedLastDay: 1234,
    oldestQueuedSeconds: 150,
  },
  'channel-invitation': { failed: 1, completedLastDay: 4 },
  'ticket-holds': { queued: 1, oldestQueuedSeconds: 420 },
  'event-reminders': { queued: 1 },
});

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, routes);
}

const card = (name: string) => screen.getByRole('listitem', { name });
const jobCalls = (requests: Request[], path: string) =>
  requests.filter((request) => new URL(request.url).pathname === path);

describe('admin background work', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/admin/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fjobs');
  });

  it('tells a member it is for site admins only, and asks nothing of the admin API', async () => {
    storeSession({ ...memberUser, isAdmin: true });
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/jobs');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(requests.some((request) => request.url.includes('/api/admin/'))).toBe(false);
  });

  it('says it is loading, then shows every queue in words with its counts and wait', async () => {
    const held = heldRequest();
    stubAdmin({
      'GET /api/admin/jobs': held.route,
      'GET /api/admin/jobs/failed': () => json({ items: [smtpDown, inviteFailed] }),
    });
    renderRoute('/admin/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Background work' })).toBeVisible();
    expect(await screen.findByText('Loading background work')).toBeInTheDocument();
    // The server's query leaves its rows in no particular order.
    await held.answer(json({ queues: busy.queues.toReversed() }));

    const list = await screen.findByRole('list', { name: 'Queues' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Email delivery',
      'Password reset links',
      'Sign-in warnings',
      'Account security emails',
      'Channel invitations',
      'Roster invitations',
      'Event reminders',
      'Expiring ticket holds',
      'Housekeeping',
      'Unused photos',
      'Closing opportunities',
      'Opportunity alerts',
      'Mentoring requests',
      'Deleted accounts',
      'Push notifications',
      'Match followers',
    ]);
    expect(document.title).toBe(`Background work · ${communitySite.name}`);

    const mail = card('Email delivery');
    expect(mail).toHaveTextContent('Sends queued emails over SMTP');
    expect(
      within(mail)
        .getAllByRole('term')
        .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`),
    ).toEqual(['Waiting=3', 'Running=1', 'Failed=2', 'Done in 24 hours=1,234']);
    // Two and a half minutes, in whole minutes, through Intl ("2 min" or "2 mins" by ICU).
    expect(mail).toHaveTextContent(/The oldest has waited 2 mins?\./);
    expect(mail).not.toHaveTextContent('Running late');

    // Past five minutes (JOBS_LATE_SECONDS) the wait is a warning, in words as well as colour.
    expect(card('Expiring ticket holds')).toHaveTextContent(
      /Running late: the oldest has waited 7 mins?\./,
    );
    expect(card('Event reminders')).toHaveTextContent('None is due to run yet.');
    expect(card('Housekeeping')).toHaveTextContent('Nothing is waiting.');

    // A retry only where something failed.
    expect(
      screen
        .getAllByRole('button', { name: 'Retry failed jobs' })
        .map((button) => button.getAttribute('aria-describedby'))
        .map((id) => document.getElementById(id!)?.textContent),
    ).toEqual(['Email delivery', 'Channel invitations']);

    const failed = screen.getByRole('list', { name: 'Failed jobs, newest first' });
    const [first, second] = within(failed).getAllByRole('listitem');
    expect(first).toHaveTextContent('Email delivery');
    expect(first).toHaveTextContent('Failed 28 Nov 2026, 09:05 · 13 attempts');
    expect(within(first!).getByText(/connect ECONNREFUSED 10\.0\.0\.25:587/).tagName).toBe('PRE');
    expect(second).toHaveTextContent('Channel invitations');
    expect(second).toHaveTextContent('Queued 27 Nov 2026, 07:00 · 6 attempts');
    expect(second).toHaveTextContent('Channel 7f3c not found');
  });

  it('says when nothing has failed and nothing waits', async () => {
    stubAdmin({
      'GET /api/admin/jobs': () => json(queues({ housekeeping: { completedLastDay: 24 } })),
      'GET /api/admin/jobs/failed': () => json({ items: [] }),
    });
    renderRoute('/admin/jobs');

    expect(await screen.findByText('Nothing has failed.')).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Queues' })).toBeVisible();
    expect(card('Housekeeping')).toHaveTextContent('Nothing is waiting.');
    expect(screen.queryByRole('button', { name: 'Retry failed jobs' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Failed jobs, newest first' }),
    ).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on request', async () => {
    let queueAnswers = 0;
    stubAdmin({
      'GET /api/admin/jobs': () =>
        ++queueAnswers === 1
          ? json(
              { error: 'internal', message: 'Something went wrong on our side.' },
              { status: 500 },
            )
          : json(busy),
      'GET /api/admin/jobs/failed': () => json({ items: [] }),
    });
    const { user } = renderRoute('/admin/jobs');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the background work");
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    // The failed jobs load on their own.
    expect(await screen.findByText('Nothing has failed.')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Queues' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains when the failed jobs cannot be loaded', async () => {
    stubAdmin({
      'GET /api/admin/jobs': () => json(busy),
      'GET /api/admin/jobs/failed': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    renderRoute('/admin/jobs');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the failed jobs");
    expect(alert).toHaveTextContent('Only site admins may do this.');
    expect(await screen.findByRole('list', { name: 'Queues' })).toBeVisible();
  });

  it("retries a queue's failed jobs, says how many, and shows the counts again", async () => {
    let retried = false;
    const { requests } = stubAdmin({
      'GET /api/admin/jobs': () =>
        json(
          retried
            ? queues({ 'send-mail': { queued: 2 }, 'channel-invitation': { failed: 1 } })
            : busy,
        ),
      'GET /api/admin/jobs/failed': () =>
        json({ items: retried ? [inviteFailed] : [smtpDown, inviteFailed] }),
      'POST /api/admin/jobs/send-mail/retry': () => {
        retried = true;
        return json({ retried: 2 });
      },
    });
    const { user } = renderRoute('/admin/jobs');

    await screen.findByRole('list', { name: 'Failed jobs, newest first' });
    await user.click(
      within(card('Email delivery')).getByRole('button', { name: 'Retry failed jobs' }),
    );

    expect(await screen.findByText('2 jobs queued again')).toBeVisible();
    await waitFor(() =>
      expect(
        within(card('Email delivery')).queryByRole('button', { name: 'Retry failed jobs' }),
      ).not.toBeInTheDocument(),
    );
    const failed = screen.getByRole('list', { name: 'Failed jobs, newest first' });
    await waitFor(() => expect(within(failed).getAllByRole('listitem')).toHaveLength(1));
    expect(within(card('Channel invitations')).getByRole('button')).toHaveTextContent(
      'Retry failed jobs',
    );
    expect(jobCalls(requests, '/api/admin/jobs/send-mail/retry')).toHaveLength(1);
    expect(jobCalls(requests, '/api/admin/jobs')).toHaveLength(2);
    expect(jobCalls(requests, '/api/admin/jobs/failed')).toHaveLength(2);
  });

  it('says why a retry was refused', async () => {
    stubAdmin({
      'GET /api/admin/jobs': () => json(busy),
      'GET /api/admin/jobs/failed': () => json({ items: [smtpDown] }),
      'POST /api/admin/jobs/send-mail/retry': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    const { user } = renderRoute('/admin/jobs');

    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Email delivery' })).findByRole(
        'button',
        { name: 'Retry failed jobs' },
      ),
    );
    expect(
      await screen.findByText(
        'The failed jobs could not be queued again. Only site admins may do this.',
      ),
    ).toBeVisible();
  });

  it('reads in Hindi, the wait written by Intl', async () => {
    await useLanguageInTest('hi');
    stubAdmin({
      'GET /api/admin/jobs': () => json(busy),
      'GET /api/admin/jobs/failed': () => json({ items: [smtpDown] }),
    });
    renderRoute('/admin/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'बैकग्राउंड काम' })).toBeVisible();
    const mail = await screen.findByRole('listitem', { name: 'ईमेल भेजना' });
    expect(mail).toHaveTextContent('सबसे पुराना काम 2 मि॰ से प्रतीक्षा में है।');
    expect(within(mail).getByRole('button', { name: 'विफल काम फिर से चलाएँ' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'विफल काम, सबसे नए पहले' })).toHaveTextContent(
      '13 प्रयास',
    );
  });
});
