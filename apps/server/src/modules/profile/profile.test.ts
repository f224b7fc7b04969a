import { urlMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('profile API', () => {
  const ctx = useTestApp();
  const profileOf = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile/profile', headers });
  const save = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/profile/profile', headers, payload });

  it('refuses visitors', async () => {
    expect((await profileOf({})).statusCode).toBe(401);
    expect(
      (await save({}, { name: 'X', email: 'x@example.org', mobile: '1234567890' })).statusCode,
    ).toBe(401);
  });

  it('saves every section and returns the saved profile', async () => {
    const account = await signUp(ctx.app);
    const update = {
      name: 'Meera Nair',
      email: account.email,
      mobile: account.mobile,
      bio: 'Batch of 2009',
      address: '12 Lake Road',
      businessName: 'Nair Books',
      businessEmail: 'shop@nairbooks.example',
      socialMedia: {
        facebook: 'https://facebook.com/meera',
        twitter: '@meera',
        whatsapp: '+91 98123 45678',
        // As copied from the address bar, without https:// (issue 36).
        linkedin: 'linkedin.com/in/meera-nair',
        instagram: '',
      },
    };
    const saved = await save(account.auth, update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...update,
      // The spec's form: a number of the site's country as its digits (issue 35).
      mobile: account.mobile,
      mobileE164: account.e164,
      socialMedia: {
        facebook: 'https://facebook.com/meera',
        twitter: '@meera',
        whatsapp: '+91 98123 45678',
        linkedin: 'linkedin.com/in/meera-nair',
      },
    });
    expect(saved.json().socialMedia.instagram).toBeUndefined();
    expect((await profileOf(account.auth)).json()).toEqual(saved.json());
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'meera@' }, 'Invalid email address'],
    ['mobile', { mobile: '' }, 'Mobile is required'],
    ['mobile', { mobile: '98765' }, 'Please enter a valid phone number'],
    ['mobile', { mobile: '+44 7911 12345' }, 'Please enter a valid phone number'],
    ['name', { name: 'A1' }, 'Please enter a  valid name'],
    [
      'socialMedia.facebook',
      { socialMedia: { facebook: 'javascript:alert(1)' } },
      'Enter a web address (https://…) or a handle',
    ],
    ['imageUrl', { imageUrl: 'data:text/html,hi' }, urlMessages.web],
    ['imageUrl', { imageUrl: ' JaVaScRiPt:alert(1)' }, urlMessages.web],
    ['imageUrl', { imageUrl: '//evil.example/x.png' }, urlMessages.web],
  ])(
    'refuses a bad %s with the spec message and keeps what was there',
    async (field, change, message) => {
      const account = await signUp(ctx.app);
      const response = await save(account.auth, {
        name: 'Kept Name',
        email: account.email,
        mobile: account.mobile,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      expect((await profileOf(account.auth)).json().name).toBe(account.name);
    },
  );

  it('asks for the current password to change the email, and refuses a taken one', async () => {
    const account = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const base = { name: account.name, mobile: account.mobile };
    const noPassword = await save(account.auth, { ...base, email: 'new.address@example.org' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields.currentPassword).toMatch(/current password/);
    const taken = await save(account.auth, {
      ...base,
      email: other.email,
      currentPassword: account.password,
    });
    expect(taken.statusCode).toBe(409);
    const changed = await save(account.auth, {
      ...base,
      email: 'New.Address@example.org',
      currentPassword: account.password,
    });
    expect(changed.json().email).toBe('new.address@example.org');
  });

  it('changes email updates and deletes the account with its data after the password', async () => {
    const account = await signUp(ctx.app, newAccount());
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: account.auth,
      payload: { emailUpdates: false },
    });
    expect(settings.json().emailUpdates).toBe(false);
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: account.auth,
      payload: { password: 'not it at all' },
    });
    // The same path as DELETE /api/me (ADR 57): a wrong password is 403.
    expect(wrong.statusCode).toBe(403);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: account.auth,
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await profileOf(account.auth)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: account.mobile, password: account.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
