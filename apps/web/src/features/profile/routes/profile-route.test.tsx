import type { Profile } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
    'GET /api/profile/profile': () => json(memberProfile),
    ...routes,
  });
}

function openProfile(path = '/profile') {
  storeSession(memberUser);
  return renderRoute(path);
}

async function startEditing(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Edit profile' });
}

describe('profile: viewing', () => {
  it('sends a visitor to sign in, and back here afterwards', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it.each(['/profile', '/userprofile'])(
    'shows basic info, Business Information and Social Media at %s',
    async (path) => {
      stub();
      openProfile(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      const basic = await screen.findByRole('region', { name: 'Basic information' });
      expect(within(basic).getByText(memberProfile.email)).toBeVisible();
      expect(within(basic).getByText('090000 00002')).toBeVisible();
      const business = screen.getByRole('region', { name: 'Business Information' });
      expect(within(business).getByText('Rao Designs')).toBeVisible();

      const social = screen.getByRole('region', { name: 'Social Media' });
      const twitter = within(social).getByRole('link', { name: 'asha_rao' });
      expect(twitter).toHaveAttribute('href', 'https://twitter.com/asha_rao');
      expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(social).getByRole('link', { name: /linkedin\.com/ })).toHaveAttribute(
        'href',
        'https://www.linkedin.com/in/asha-rao',
      );
      expect(within(social).getAllByText('Not provided')).toHaveLength(3);
      expect(
        screen.getByRole('img', { name: `Profile picture of ${memberProfile.name}` }),
      ).toBeVisible();
      expect(document.title).toBe(`Profile · ${communitySite.name}`);
    },
  );

  it('links a WhatsApp number to a chat', async () => {
    const profile: Profile = { ...memberProfile, socialMedia: { whatsapp: '+919876543210' } };
    stub({ 'GET /api/profile/profile': () => json(profile) });
    openProfile();

    const social = await screen.findByRole('region', { name: 'Social Media' });
    expect(within(social).getByRole('link', { name: '+919876543210' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
  });

  it('shows a spinner while loading', async () => {
    stub({ 'GET /api/profile/profile': () => new Promise<Response>(() => {}) });
    openProfile();
    const loading = await screen.findByText('Loading profile');
    expect(loading.closest('[role="status"]')).not.toBeNull();
  });

  it.each([
    [
      "the server's message",
      () => json({ error: 'unavailable', message: 'The database is busy.' }, { status: 503 }),
      'Failed to fetch profile',
      'The database is busy.',
    ],
    [
      'the spec text for an unreadable failure',
      () => new Response('', { status: 502 }),
      'Failed to fetch profile',
      'Failed to fetch profile',
    ],
    [
      "'User not found'",
      () => json({ error: 'not_found', message: 'User not found' }, { status: 404 }),
      'User not found',
      'User not found',
    ],
  ])('explains a failed load with %s', async (_case, answer, title, text) => {
    stub({ 'GET /api/profile/profile': answer });
    openProfile();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(within(alert).getByText(text, { selector: 'p' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('forgets a session the server refuses and goes to sign in', async () => {
    stub({
      'GET /api/profile/profile': () =>
        json({ error: 'unauthorized', message: 'Please sign in to continue.' }, { status: 401 }),
    });
    const { router } = openProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBeNull();
  });
});

describe('profile: editing', () => {
  it('shows the spec validation texts', async () => {
    const { requests } = stub();
    const { user } = openProfile();
    const form = await startEditing(user);

    await user.clear(within(form).getByLabelText(/^Name/));
    await user.clear(within(form).getByLabelText(/^Mobile/));
    await user.type(within(form).getByLabelText(/^Mobile/), '123');
    await user.clear(within(form).getByLabelText(/^Email/));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Name is required')).toBeVisible();
    expect(within(form).getByText('Email is required')).toBeVisible();
    expect(within(form).getByText('Please enter a valid phone number')).toBeVisible();

    await user.type(within(form).getByLabelText(/^Email/), 'asha@nowhere');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Invalid email address')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves, returns to the view and confirms for 3 seconds', async () => {
    const saved: Profile = { ...memberProfile, bio: 'Now running the book club.' };
    const { requests } = stub({ 'PUT /api/profile/profile': () => json(saved) });
    const { user } = openProfile();
    const form = await startEditing(user);

    // Hints sit under the boxes, never inside them where they would read as typed values.
    const whatsapp = within(form).getByLabelText('WhatsApp');
    expect(whatsapp).not.toHaveAttribute('placeholder');
    expect(whatsapp).toHaveAccessibleDescription('Number with country code, e.g. +919876543210');
    expect(within(form).getByLabelText('Instagram')).toHaveAccessibleDescription(
      'Handle or https:// address',
    );
    const bio = within(form).getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Now running the book club.');
    await user.type(within(form).getByLabelText('Instagram'), '@asha.reads');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Now running the book club.')).toBeVisible();

    const put = requests.find((request) => request.method === 'PUT');
    const body: unknown = await put?.json();
    expect(body).toEqual({
      name: memberProfile.name,
      email: memberProfile.email,
      mobile: memberProfile.mobile,
      phoneCountry: 'IN',
      bio: 'Now running the book club.',
      address: memberProfile.address,
      businessName: memberProfile.businessName,
      businessEmail: memberProfile.businessEmail,
      socialMedia: {
        facebook: '',
        twitter: 'asha_rao',
        instagram: '@asha.reads',
        whatsapp: '',
        linkedin: 'https://www.linkedin.com/in/asha-rao',
      },
      // Issue 35's fields go back as they were; blank ones as the contract clears them.
      batch: null,
      course: null,
      jobTitle: null,
      city: '',
      country: '',
      industry: null,
      skills: [],
      openTo: [],
      visibility: memberProfile.visibility,
    });

    await waitFor(() =>
      expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument(),
    );
  });

  it('asks for the current password when the email changes', async () => {
    const { requests } = stub({
      'PUT /api/profile/profile': () =>
        json(
          {
            error: 'validation',
            message: 'Enter your current password to change your email.',
            fields: { currentPassword: 'Enter your current password to change your email.' },
          },
          { status: 400 },
        ),
    });
    const { user } = openProfile();
    const form = await startEditing(user);
    expect(within(form).queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    const email = within(form).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha.rao@example.org');
    const password = within(form).getByLabelText(/^Current password/);
    await user.type(password, 'wrong one');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(
      await within(form).findByText('Enter your current password to change your email.'),
    ).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      email: 'asha.rao@example.org',
      currentPassword: 'wrong one',
    });
  });

  it.each([
    [
      "the server's message",
      () => json({ error: 'unavailable', message: 'Saving is paused.' }, { status: 503 }),
      'Saving is paused.',
    ],
    ['the spec text', () => new Response('', { status: 500 }), 'Failed to update profile'],
  ])('explains a failed save with %s and stays in edit mode', async (_case, answer, text) => {
    stub({
      'PUT /api/profile/profile': answer,
      // A 503 'unavailable' makes the app ask /api/health every 3 s: a slow machine gets there.
      'GET /api/health': () =>
        json({ status: 'degraded', database: 'down', uptimeSeconds: 1 }, { status: 503 }),
    });
    const { user } = openProfile();
    const form = await startEditing(user);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(await within(form).findByRole('alert')).getByText(text)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const { requests } = stub();
    const { user } = openProfile();
    const form = await startEditing(user);
    await user.type(within(form).getByLabelText(/^Name/), ' Extra');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText(memberProfile.name)).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('profile: picture', () => {
  it('refuses a file over 5 MB without uploading it', async () => {
    const { requests } = stub();
    const { user } = openProfile();
    await screen.findByRole('button', { name: 'Upload picture' });

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture file'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG or WebP image of at most 5 MB.',
    );
    expect(requests.some((request) => request.url.endsWith('/api/profile/picture'))).toBe(false);
  });

  it('uploads a picture, then removes it', async () => {
    const withPicture: Profile = { ...memberProfile, imageUrl: '/uploads/new.png' };
    const { requests } = stub({
      'POST /api/profile/picture': () => json(withPicture),
      'DELETE /api/profile/picture': () => json(memberProfile),
    });
    const { user } = openProfile();
    await screen.findByRole('button', { name: 'Upload picture' });

    const photo = new File(['\x89PNG picture bytes'], 'me.png', { type: 'image/png' });
    // jsdom's fetch loses a multipart file's bytes on the way to the stub (it arrives as a
    // 9-byte "blob"): check the very file the screen put in the form instead.
    const append = vi.spyOn(FormData.prototype, 'append');
    await user.upload(screen.getByLabelText('Picture file'), photo);

    expect(await screen.findByText('Picture updated.')).toBeInTheDocument();
    const pictureName = `Profile picture of ${memberProfile.name}`;
    await waitFor(() =>
      expect(screen.getByRole('img', { name: pictureName }).querySelector('img')).toHaveAttribute(
        'src',
        '/uploads/new.png',
      ),
    );
    expect(append.mock.calls.find(([name]) => name === 'picture')?.[1]).toBe(photo);
    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('button', { name: 'Upload picture' })).toBeVisible();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
