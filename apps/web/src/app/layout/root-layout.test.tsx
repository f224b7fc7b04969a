import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage';
import { adminUser, communitySite, memberUser } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { storeSession } from '../../testing/sign-in';
import { heldRequest, json, stubFetch } from '../../testing/stub-fetch';

function stubSite() {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    // The home page lists upcoming events.
    'GET /api/events/upcoming': () => json([]),
    // The home page also shows the news and the community wall.
    'GET /api/feedposts': () => json([]),
    'GET /api/posts': () => json([]),
  });
}

async function openSidebar(user: ReturnType<typeof renderRoute>['user']) {
  // Tests run at a phone width, where the sidebar starts closed.
  const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('app shell', () => {
  it('offers Login and Create Account to visitors', async () => {
    stubSite();
    const { user } = renderRoute('/about');

    await user.click(await screen.findByRole('button', { name: 'User menu' }));

    // The menu's code arrives on first use, so the items appear a moment after the click.
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
  });

  it('shows the profile menu when a token is stored, and signs out to /login', async () => {
    storeSession(memberUser);
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'POST /api/auth/logout': () => json({ message: 'Signed out.' }),
    });
    const { user, router } = renderRoute('/about');

    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Edit Profile',
      'My tickets',
      'My mentoring',
      'Change Password',
      'Account Settings',
      'Support',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests.some((request) => request.url.endsWith('/api/auth/logout'))).toBe(true);
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
      // The reconnecting notice asks every 3 s; a slow machine takes longer than that here.
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, router } = renderRoute('/about');

    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it("shows a spinner, then the user's picture in the profile menu button", async () => {
    storeSession(memberUser);
    const account = heldRequest();
    stubFetch({ 'GET /api/site': () => json(communitySite), 'GET /api/auth/user': account.route });
    renderRoute('/about');

    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('img')).toBeNull();

    await account.answer(json({ ...memberUser, imageUrl: '/uploads/me.png' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/me.png');
  });

  it('drops a session the server no longer accepts', async () => {
    storeSession(adminUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () =>
        json({ error: 'unauthorized', message: 'Please sign in to continue.' }, { status: 401 }),
    });
    renderRoute('/about');

    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it('shows the site name in the brand link and the footer', async () => {
    stubSite();
    renderRoute('/about');

    const brand = await screen.findByRole('link', { name: communitySite.name });
    expect(brand).toHaveAttribute('href', '/');
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${year} ${communitySite.name}. All rights reserved.`,
    );
  });

  it('falls back to "Community Portal" when the site settings fail to load', async () => {
    stubFetch({ 'GET /api/site': () => json({ error: 'down', message: 'Down' }, { status: 503 }) });
    renderRoute('/about');

    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community Portal' })).toBeInTheDocument();
  });

  it('hides Members, Channel and Manage from a visitor and from an admin flag alone', async () => {
    window.localStorage.setItem(storageKeys.isAdmin, 'true');
    stubSite();
    const { user } = renderRoute('/about');
    await openSidebar(user);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(within(nav).getByRole('link', { name: 'Support & Services' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    expect(within(nav).queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Channel' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('heading', { name: 'Manage' })).not.toBeInTheDocument();
  });

  it("trusts the server's role over a stored admin flag", async () => {
    // Stored as an admin, but the server says this is a member.
    storeSession({ ...memberUser, isAdmin: true });
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    const { user } = renderRoute('/about');
    await openSidebar(user);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument(),
    );
    expect(within(nav).queryByRole('heading', { name: 'Manage' })).not.toBeInTheDocument();
    // The members directory is for every signed-in member.
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members');
    expect(window.localStorage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it('shows Members, Channel and the Manage section to a signed-in site admin', async () => {
    storeSession(adminUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
    });
    const { user } = renderRoute('/about');
    await openSidebar(user);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members');
    expect(within(nav).getByRole('link', { name: 'Channel' })).toHaveAttribute('href', '/channel');
    // Folded by default (issue 18); its links load when it opens.
    const manage = within(nav).getByRole('button', { name: 'Manage' });
    expect(within(nav).getByRole('heading', { name: 'Manage' })).toContainElement(manage);
    expect(manage).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
    await user.click(manage);
    expect(manage).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
    expect(within(nav).getByRole('link', { name: 'Site settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(within(nav).getByRole('link', { name: 'Donations' })).toHaveAttribute(
      'href',
      '/admin/donations',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    expect(within(nav).getByRole('link', { name: 'Web vitals' })).toHaveAttribute(
      'href',
      '/admin/web-vitals',
    );
    expect(within(nav).getByRole('link', { name: 'Background work' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    expect(within(nav).getByRole('link', { name: 'Manage Events' })).toHaveAttribute(
      'href',
      '/editEvents',
    );
    expect(within(nav).getByRole('link', { name: 'Manage Feed Posts' })).toHaveAttribute(
      'href',
      '/editFeeds',
    );
    expect(within(nav).getByRole('link', { name: 'Event Dashboard' })).toHaveAttribute(
      'href',
      '/eventdash',
    );
  });

  it('marks the current page and closes the phone sidebar after a link is chosen', async () => {
    stubSite();
    const { user, router } = renderRoute('/');
    await openSidebar(user);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About Us' }));

    expect(await screen.findByRole('heading', { name: 'About Us', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('link', { name: 'About Us', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hides the top bar and sidebar on the registration form', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/x': () =>
        json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }),
    });
    const { router } = renderRoute('/registation/x');

    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration/x');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign in'],
    ['/signup', 'Sign up'],
    // A visitor is sent to sign in; event-form-route.test.tsx and feed-post-form-route.test.tsx
    // check them signed in.
    ['/eventForm', 'Sign in'],
    ['/feedpostsform', 'Sign in'],
  ])('hides the top bar on %s', async (path, heading) => {
    stubSite();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
