import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { createEvent, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

// Issue 16: the people who join this community, with the names and numbers they actually have.
describe('real names and phone numbers of every country', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: object, remoteAddress = '10.16.0.1') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  const people = [
    { name: 'राहुल शर्मा', mobile: '+44 7911 123456', e164: '+447911123456' },
    { name: 'જયેશ પટેલ', mobile: '98251 23456', e164: '+919825123456' },
    { name: 'செல்வி முருகன்', mobile: '+65 8123 4567', e164: '+6581234567' },
    { name: "Anne-Marie O'Brien", mobile: '+1 (415) 555-2671', e164: '+14155552671' },
    { name: 'Venkata Subrahmanyam Iyer', mobile: '+27 82 123 4567', e164: '+27821234567' },
    { name: 'Zoë Nkosi-Dlamini', mobile: '+971 50 123 4567', e164: '+971501234567' },
  ];

  it.each(people)('signs up $name with $mobile, stored in E.164', async (person) => {
    const response = await post(
      '/api/auth/signup',
      newAccount({ name: person.name, mobile: person.mobile }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ name: person.name, mobileE164: person.e164 });
  });

  it('reads a number without a country code in the country the form chose', async () => {
    const account = newAccount({ name: 'Li', mobile: '07400 123456' });
    const response = await post('/api/auth/signup', { ...account, country: 'GB' });
    expect(response.json().user.mobile).toBe('+447400123456');
  });

  it('signs in however the number is written, and refuses the same number twice', async () => {
    const account = await signUp(ctx.app, newAccount({ mobile: '9825012345' }));
    for (const mobile of ['+91 98250 12345', '098250 12345', '0091 9825012345', '98250-12345']) {
      const login = await post('/api/auth/login', { mobile, password: account.password });
      expect(login.statusCode, mobile).toBe(200);
      expect(login.json().user._id).toBe(account.id);
    }
    const again = await post(
      '/api/auth/signup',
      newAccount({ mobile: '+91 98250-12345' }),
      '10.16.0.2',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({
      mobile: 'An account with this mobile number already exists.',
    });
  });

  it('finds the account for a password reset by the number written another way', async () => {
    const account = await signUp(ctx.app, newAccount({ mobile: '+44 7400 654321' }));
    await post('/api/auth/reset-password/request', { identifier: '07400 654321', country: 'GB' });
    await ctx.app.jobs.runQueued(); // the link is made and mailed after the answer
    const mail = await ctx.db.execute<{ to_address: string }>(
      // Without SMTP the mail waits in the outbox: the reset went to this account.
      sql`select to_address from outbox where subject like 'Reset your%' order by id desc limit 1`,
    );
    expect(mail.rows[0]?.to_address).toBe(account.email);
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter a  valid name'],
    ['name', { name: '12345' }, 'Please enter a  valid name'],
    ['name', { name: '<img src=x>' }, 'Please enter a  valid name'],
    ['mobile', { mobile: '+44 7911 12345' }, 'Please enter a valid phone number'],
    ['mobile', { mobile: '98250 123456' }, 'Please enter a valid phone number'],
    ['mobile', { mobile: 'call me' }, 'Please enter a valid phone number'],
    ['mobile', { mobile: '+999 555 0100' }, 'Please enter a valid phone number'],
    ['country', { country: 'XX' }, 'Choose a country from the list'],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const account = { ...newAccount(), ...change };
    const response = await post('/api/auth/signup', account, '10.16.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    const stored = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${account.email}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('registers a guest with a foreign number, each read in their own country', async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const event = await createEvent(ctx.app, admin.auth);
    const response = await post(`/api/registration/${event._id}`, {
      ...registrationBody({
        firstName: 'செல்வி',
        lastName: 'முருகன்',
        phone: '98450 12345',
        hasGuest: 'yes',
        guestTitle: 'Ms.',
        guestFirstName: 'Anne-Marie',
        guestLastName: 'O’Brien',
        guestEmail: 'anne.marie@example.org',
        guestPhone: '8123 4567',
      }),
      guestCountry: 'SG',
    });
    expect(response.statusCode).toBe(201);
    const dashboard = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations`,
      headers: admin.auth,
    });
    expect(dashboard.json().registrations[0]).toMatchObject({
      name: 'செல்வி முருகன்',
      phone: '+919845012345',
      guestName: 'Ms. Anne-Marie O’Brien',
      guestPhone: '+6581234567',
    });
    // The CSV shows numbers as the one downloading reads them: this admin's number is Indian.
    const csv = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations.csv`,
      headers: admin.auth,
    });
    expect(csv.body).toContain('செல்வி முருகன்');
    expect(csv.body).toContain(',098450 12345,');
    expect(csv.body).toContain(",'+65 8123 4567,");
  });

  it("reads numbers without a country code in the site's default country", async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const settings = await ctx.app.inject({ url: '/api/admin/site-settings', headers: admin.auth });
    const save = (defaultCountry: string | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/site-settings',
        headers: admin.auth,
        payload: { ...settings.json().settings, defaultCountry },
      });
    expect((await save('GB')).statusCode).toBe(200);
    const british = await post('/api/auth/signup', newAccount({ mobile: '07400 111222' }));
    expect(british.json().user).toMatchObject({
      mobile: '7400111222',
      mobileE164: '+447400111222',
    });
    expect((await save(null)).statusCode).toBe(200);
    const indian = await post('/api/auth/signup', newAccount({ mobile: '94260 11223' }));
    expect(indian.json().user).toMatchObject({
      mobile: '9426011223',
      mobileE164: '+919426011223',
    });
  });
});

describe('a venue signing up on one Wi-Fi address', () => {
  // The production limits (no RATE_LIMIT_MAX override): what a venue actually meets.
  const ctx = useTestApp();

  it('lets 200 people sign up and register from one address; a script hammering one number is stopped', async () => {
    const venue = '203.0.113.7';
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const event = await createEvent(ctx.app, admin.auth, { capacity: 500 });
    const statuses: number[] = [];
    for (let person = 0; person < 200; person += 1) {
      const account = newAccount();
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: account,
        remoteAddress: venue,
      });
      const registration = await ctx.app.inject({
        method: 'POST',
        url: `/api/registration/${event._id}`,
        payload: registrationBody({ email: account.email, phone: account.mobile }),
        headers: { authorization: `Bearer ${signup.json().token}` },
        remoteAddress: venue,
      });
      statuses.push(signup.statusCode, registration.statusCode);
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    // One number tried again and again (guessing, or harvesting "already exists"): stopped.
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newAccount({ mobile: '+65 9123 4567' }),
        remoteAddress: `198.51.100.${attempt}`,
      });
      attempts.push(response.statusCode);
    }
    expect(attempts).toEqual([201, 409, 409, 409, 409, 429, 429]);
    // Four hundred requests one after another: more than the default 30 s on a loaded machine.
  }, 90_000);
});
