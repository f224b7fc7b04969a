import { describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

// "Other ways to give" (bank transfer, UPI): a site setting only a site admin writes, shown on the
// Donate page through GET /donate/config whether or not online payments are set up.

const bankDetails = [
  'UPI: trust@upi',
  '',
  'Bank transfer: Account 000123456789',
  'IFSC EXMP0000123 — શ્રી ટ્રસ્ટ / श्री ट्रस्ट',
].join('\n');

/** Every setting the PUT replaces, left at its default. */
const defaults = {
  name: null,
  tagline: null,
  profile: null,
  logoUrl: null,
  organisationName: null,
  organisationAddress: null,
  receiptTaxText: null,
};

const readConfig = async (ctx: ReturnType<typeof useTestApp>) =>
  (await ctx.app.inject({ url: '/donate/config' })).json<{
    enabled: boolean;
    otherWaysToGive: string | null;
  }>();

describe('other ways to give, without payment keys', () => {
  const ctx = useTestApp();

  async function anAdmin() {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    return admin;
  }

  const save = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers,
      payload: { ...defaults, ...payload },
    });

  it('is none until an admin writes it', async () => {
    expect(await readConfig(ctx)).toMatchObject({ enabled: false, otherWaysToGive: null });
  });

  it('refuses a visitor (401) and a plain member (403), and keeps what was saved', async () => {
    const admin = await anAdmin();
    expect((await save(admin.auth, { otherWaysToGive: 'UPI: first@upi' })).statusCode).toBe(200);
    // Read (and so cache) the public answer before the refused writes.
    expect((await readConfig(ctx)).otherWaysToGive).toBe('UPI: first@upi');

    const member = await signUp(ctx.app);
    const visitor = await save(undefined, { otherWaysToGive: 'Pay me: attacker@upi' });
    expect(visitor.statusCode).toBe(401);
    const asMember = await save(member.auth, { otherWaysToGive: 'Pay me: attacker@upi' });
    expect(asMember.statusCode).toBe(403);
    const read = await ctx.app.inject({ url: '/api/admin/site-settings', headers: member.auth });
    expect(read.statusCode).toBe(403);

    expect((await readConfig(ctx)).otherWaysToGive).toBe('UPI: first@upi');
    const asAdmin = await ctx.app.inject({ url: '/api/admin/site-settings', headers: admin.auth });
    expect(asAdmin.json().settings.otherWaysToGive).toBe('UPI: first@upi');
  });

  it('keeps line breaks, trims the ends, and reaches the Donate page at once', async () => {
    const admin = await anAdmin();
    const saved = await save(admin.auth, { otherWaysToGive: `\n  ${bankDetails}  \n\n` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.otherWaysToGive).toBe(bankDetails);
    // The public answer is cached; a saved setting replaces the copy.
    expect((await readConfig(ctx)).otherWaysToGive).toBe(bankDetails);
  });

  it('stores markup as the text it is: the page shows it, never renders it', async () => {
    const admin = await anAdmin();
    const markup = '<img src=x onerror="alert(1)">\n<script>window.__pwned = 1</script>';
    expect((await save(admin.auth, { otherWaysToGive: markup })).statusCode).toBe(200);
    const response = await ctx.app.inject({ url: '/donate/config' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().otherWaysToGive).toBe(markup);
  });

  it('takes 1,000 characters and refuses 1,001 or a NUL, keeping what was saved', async () => {
    const admin = await anAdmin();
    const longest = 'x'.repeat(1000);
    expect((await save(admin.auth, { otherWaysToGive: longest })).statusCode).toBe(200);

    const tooLong = await save(admin.auth, { otherWaysToGive: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ otherWaysToGive: 'At most 1000 characters' });
    // Text PostgreSQL cannot store is refused at the door (ADR 18), not a 500.
    const nul = await save(admin.auth, { otherWaysToGive: 'UPI: a\u0000b@upi' });
    expect(nul.statusCode).toBe(400);

    expect((await readConfig(ctx)).otherWaysToGive).toBe(longest);
  });

  it('stays when a save leaves it out, and goes with null or a blank', async () => {
    const admin = await anAdmin();
    await save(admin.auth, { otherWaysToGive: bankDetails });
    // A client that predates the setting sends the others only.
    const without = await save(admin.auth, { name: 'Riverside Portal' });
    expect(without.json().settings).toMatchObject({
      name: 'Riverside Portal',
      otherWaysToGive: bankDetails,
    });

    expect((await save(admin.auth, { otherWaysToGive: null })).statusCode).toBe(200);
    expect((await readConfig(ctx)).otherWaysToGive).toBeNull();

    await save(admin.auth, { otherWaysToGive: bankDetails });
    const blank = await save(admin.auth, { otherWaysToGive: '  \n ' });
    expect(blank.json().settings.otherWaysToGive).toBeNull();
  });

  it('is in the API document: the settings body (at most 1000 characters) and the Donate config', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const body =
      document.paths['/api/admin/site-settings'].put.requestBody.content['application/json'].schema;
    expect(body.properties.otherWaysToGive).toMatchObject({ maxLength: 1000 });
    expect(body.required ?? []).not.toContain('otherWaysToGive');
    const config =
      document.paths['/donate/config'].get.responses['200'].content['application/json'].schema;
    expect(config.properties.otherWaysToGive).toBeDefined();
    expect(config.required).toContain('otherWaysToGive');
  });
});

describe('other ways to give, with payment keys', () => {
  const ctx = useTestApp({ RAZORPAY_KEY_ID: 'rzp_test_other', RAZORPAY_KEY_SECRET: 'secret' });

  it('is shown beside the online form too', async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: admin.auth,
      payload: { ...defaults, otherWaysToGive: bankDetails },
    });
    const config = await ctx.app.inject({ url: '/donate/config' });
    expect(config.json()).toMatchObject({ enabled: true, otherWaysToGive: bankDetails });
    // The secret never leaves the server, with or without the setting.
    expect(config.body).not.toContain('secret');
  });
});
