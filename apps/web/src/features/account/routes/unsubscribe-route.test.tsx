import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEmailOn, communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const token = 'eventReminders~0b6f5f0e-1c1a-4c3e-9d7e-7d1f3a3f9a11~nonce~signature';

beforeAll(async () => {
  await import('./unsubscribe-route');
});

// Issue 39: the page an email's link opens. Opening it changes nothing; its button unsubscribes.
describe('unsubscribe page', () => {
  it('unsubscribes only when the button is pressed, without signing in', async () => {
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      [`POST /u/${token}`]: () => json({ kind: 'eventReminders' }),
    });
    const { user } = renderRoute(`/u/${token}`);
    expect(
      await screen.findByText('This link stops one kind of email: Event reminders.'),
    ).toBeVisible();
    expect(screen.getByText(/Sign in to see and change every kind of email/)).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('authorization')).toBeNull();
  });

  it('says why a used or forged link did nothing', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      [`POST /u/${token}`]: () =>
        json(
          {
            error: 'token_used',
            message:
              'This unsubscribe link has already been used. Change your email settings after signing in.',
          },
          { status: 409 },
        ),
    });
    const { user } = renderRoute(`/u/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Could not unsubscribe')).toBeVisible();
    expect(screen.getByText(/already been used/)).toBeVisible();
  });

  it('shows a signed-in member every other choice', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
      'GET /api/me/email-preferences': () => json(allEmailOn),
    });
    storeSession(memberUser);
    renderRoute(`/u/${token}`);
    expect(await screen.findByRole('switch', { name: /^Mentoring/ })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(6);
  });
});
