import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const allOn = {
  waitlistConfirmed: true,
  registrationCancelled: true,
  eventTomorrow: true,
  mentoring: true,
  joinApproved: true,
  followedMatch: true,
};

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
    'GET /api/profile/profile': () => json(memberProfile),
    'GET /api/donations/mine': () => json([]),
    'GET /api/me/notification-preferences': () => json(allOn),
    ...routes,
  });
}

async function openSettings() {
  storeSession(memberUser);
  const rendered = renderRoute('/settings');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Notifications' });
  const section = heading.closest('section')!;
  return { ...rendered, section };
}

/** A browser that can receive push: a service worker, PushManager and a permission of `permission`. */
function pushCapableBrowser(permission: NotificationPermission = 'default') {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      keys: { p256dh: 'BKey', auth: 'secret' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed = false;
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
      subscribe: vi.fn(async () => {
        subscribed = true;
        return subscription;
      }),
    },
  };
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { registration, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('account settings: notifications', () => {
  it('turns a kind off, sending every switch', async () => {
    const { requests } = stub({
      'PUT /api/me/notification-preferences': async (request) => json(await request.clone().json()),
    });
    const { user, section } = await openSettings();
    const mentoring = await within(section).findByRole('switch', { name: /mentor answers me/ });
    expect(mentoring).toBeChecked();
    await user.click(mentoring);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: /mentor answers me/ })).not.toBeChecked();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ ...allOn, mentoring: false });
  });

  it('says when this browser cannot show notifications, and still sends a test to other devices', async () => {
    const { requests } = stub({ 'POST /api/push/test': () => json({ queued: 2 }) });
    const { user, section } = await openSettings();
    expect(
      await within(section).findByText(/This browser cannot show notifications/),
    ).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Turn on push on this device' }),
    ).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText(/It should appear on this device/)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/api/push/test'))).toBe(true);
  });

  it('turns push on for this device with the server’s key, then sends a test', async () => {
    const browser = pushCapableBrowser();
    const { requests } = stub({
      'GET /api/push/key': () =>
        json({
          publicKey:
            'BOr3Nq7pDpmr1FLn8p8ZrD6i9Vn8KsZ3v0rB2fX2yWJ1oH7i6m1b9k2Y8cQ5zL4t3R2e1W0q9P8o7N6m5L4k3J2',
        }),
      'POST /api/push/subscriptions': () => json({ ok: true }, { status: 201 }),
      'POST /api/push/test': () =>
        json(
          {
            error: 'no_subscription',
            message: 'This account has no device with notifications turned on.',
          },
          { status: 409 },
        ),
    });
    const { user, section } = await openSettings();
    expect(
      await within(section).findByText('Notifications are off for this device.'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Turn on push on this device' }));
    expect(await within(section).findByText('Notifications are on for this device.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalled();
    const subscribeOptions = browser.registration.pushManager.subscribe.mock
      .calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(subscribeOptions[0].userVisibleOnly).toBe(true);
    expect(subscribeOptions[0].applicationServerKey).toHaveLength(65);
    const saved = requests.find((request) => request.url.endsWith('/api/push/subscriptions'));
    expect(await saved?.json()).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      keys: { p256dh: 'BKey', auth: 'secret' },
    });
    expect(within(section).getByRole('button', { name: 'Turn off on this device' })).toBeVisible();

    // The server's refusal is said in words.
    await user.click(within(section).getByRole('button', { name: 'Send a test' }));
    expect(
      await screen.findByText('This account has no device with notifications turned on.'),
    ).toBeInTheDocument();
  });

  it('says when the browser blocks notifications', async () => {
    pushCapableBrowser('denied');
    stub();
    const { section } = await openSettings();
    expect(await within(section).findByText(/Your browser blocks notifications/)).toBeVisible();
  });
});
