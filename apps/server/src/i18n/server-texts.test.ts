import { describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../test/accounts';
import { createEvent } from '../test/events';
import { useTestApp } from '../test/test-app';

// The server's words in the reader's language (DESIGN §7): errors, validation messages and
// confirmations in Hindi or Gujarati when asked for, and the English exactly as before.

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
const gujarati = { cookie: 'lang=gu' };
const noSettings = {
  name: null,
  tagline: null,
  profile: null,
  logoUrl: null,
  organisationName: null,
  organisationAddress: null,
  receiptTaxText: null,
};

describe('server texts in the reader’s language', () => {
  const ctx = useTestApp();
  const login = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

  it('says validation messages in Hindi, and in English as the spec has them', async () => {
    const body = { mobile: '12', password: '' };
    expect((await login(body)).json()).toEqual({
      error: 'validation',
      message: 'Please enter a  valid password',
      fields: {
        mobile: 'Please enter a valid phone number',
        password: 'Please enter a  valid password',
      },
    });
    expect((await login(body, hindi)).json()).toEqual({
      error: 'validation',
      message: 'कृपया सही पासवर्ड लिखें',
      fields: { mobile: 'कृपया सही फ़ोन नंबर लिखें', password: 'कृपया सही पासवर्ड लिखें' },
    });
    // A message zod wrote itself (no rule gave one) is said generically, not left in English.
    const missing = await login({ mobile: '9876543210' }, hindi);
    expect(missing.json().fields.password).toBe('ज़रूरी है');
  });

  it('fills in the numbers of a message with arguments', async () => {
    const message = {
      firstName: 'ગ'.repeat(61),
      lastName: 'Patel',
      email: 'chirag@example.org',
      message: 'Hello',
    };
    const answer = (headers = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/serviceform', payload: message, headers });
    expect((await answer()).json().fields.firstName).toBe('At most 60 characters');
    expect((await answer(gujarati)).json().fields.firstName).toBe('વધુમાં વધુ 60 અક્ષર');
    expect((await answer(hindi)).json().fields.firstName).toBe('अधिक से अधिक 60 अक्षर');
  });

  it('says errors, their fields and confirmations in the reader’s language', async () => {
    const account = newAccount({ name: 'Siobhán O’Connor' });
    await signUp(ctx.app, account);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...account, mobile: '9000000001' },
      headers: hindi,
      remoteAddress: '10.9.8.7',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'duplicate',
      message: 'इस ईमेल से एक खाता पहले से मौजूद है।',
      fields: { email: 'इस ईमेल से एक खाता पहले से मौजूद है।' },
    });

    const signedIn = await login({ mobile: account.mobile, password: account.password }, gujarati);
    expect(signedIn.json().message).toBe('લૉગ ઇન થઈ ગયું!');
    const auth = { authorization: `Bearer ${signedIn.json().token}` };
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.json()).toEqual({ message: 'Signed out.' });

    const visitor = await ctx.app.inject({ url: '/api/profile/profile', headers: hindi });
    expect(visitor.json()).toEqual({
      error: 'unauthorized',
      message: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
    });
  });

  it('says the web framework’s own refusals in other languages too', async () => {
    const broken = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{"mobile":',
      });
    expect((await broken({})).json().message).not.toBe('The request is not valid.');
    expect((await broken(hindi)).json()).toEqual({
      error: 'bad_request',
      message: 'अनुरोध सही नहीं है।',
    });
  });

  it('counts the problem rows of a schedule upload in Hindi', async () => {
    const admin = await signUp(ctx.app, newAccount({ name: 'Meera Nair' }));
    await makeAdmin(ctx.db, admin.id);
    const event = await createEvent(ctx.app, admin.auth);
    const upload = (csv: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/events/${event._id}/matches/import`,
        headers: { ...admin.auth, ...hindi },
        payload: { csv },
      });
    const two = await upload('date,team1,team2\n2031-06-06 10:00,ACE,XYZ\ntomorrow,ACE,BUL\n');
    expect(two.statusCode).toBe(422);
    expect(two.json()).toMatchObject({
      message: 'कुछ भी नहीं जोड़ा गया: 2 पंक्तियों में समस्याएँ हैं।',
      errors: [
        { row: 2, message: 'अनजान टीम: ACE, XYZ' },
        { row: 3, message: 'date: सही तारीख और समय लिखें' },
      ],
    });
    const one = await upload('team1,team2\nACE,BUL\n');
    expect(one.json().message).toBe('कुछ भी नहीं जोड़ा गया: 1 पंक्ति में समस्या है।');
  });
});

describe('the site’s default language', () => {
  const ctx = useTestApp();

  it('is set by a site admin and speaks to readers who asked for no language', async () => {
    const admin = await signUp(ctx.app, newAccount({ name: 'Farhan Qureshi' }));
    await makeAdmin(ctx.db, admin.id);
    const settings = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/site-settings',
        headers: admin.auth,
        payload: { ...noSettings, ...payload },
      });
    const missing = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: '/api/channels/zzzzzz', headers });

    expect((await missing()).json().message).toBe('Channel not found.');
    const saved = await settings({ defaultLanguage: 'gu' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.defaultLanguage).toBe('gu');
    const read = await ctx.app.inject({ url: '/api/admin/site-settings', headers: admin.auth });
    expect(read.json().settings.defaultLanguage).toBe('gu');

    expect((await missing()).json().message).toBe('ચેનલ મળી નહીં.');
    // A browser asking for a language the portal speaks still comes first.
    expect((await missing({ 'accept-language': 'en-GB' })).json().message).toBe(
      'Channel not found.',
    );
    expect((await missing({ 'accept-language': 'fr' })).json().message).toBe('ચેનલ મળી નહીં.');

    // Absent leaves it as it is; null goes back to English.
    await settings({});
    expect((await missing()).json().message).toBe('ચેનલ મળી નહીં.');
    await settings({ defaultLanguage: null });
    expect((await missing()).json().message).toBe('Channel not found.');
    expect((await settings({ defaultLanguage: 'fr' })).statusCode).toBe(400);
  });

  it('keeps a copy of a public answer per language (Vary)', async () => {
    const site = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/site', headers });
    const english = await site({ 'accept-language': 'en' });
    const inHindi = await site(hindi);
    const inGujarati = await site(gujarati);
    expect(english.json().tagline).toBe('Connect locally, live globally');
    expect(inHindi.json().tagline).toBe('स्थानीय स्तर पर जुड़ें, वैश्विक स्तर पर जिएँ');
    expect(inGujarati.json().tagline).toBe('સ્થાનિક રીતે જોડાઓ, વૈશ્વિક રીતે જીવો');
    expect(inHindi.headers.vary).toContain('accept-language');
    expect(inHindi.headers.etag).not.toBe(english.headers.etag);
    // Served again from the copies, each stays in its language.
    expect((await site(hindi)).json().tagline).toBe(inHindi.json().tagline);
    expect((await site({ 'accept-language': 'en' })).json().tagline).toBe(
      'Connect locally, live globally',
    );
  });
});

describe('the rate limit’s answer', () => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: '1' });

  it('says how long to wait, in the reader’s language', async () => {
    const site = () => ctx.app.inject({ url: '/api/site', headers: gujarati });
    expect((await site()).statusCode).toBe(200);
    const limited = await site();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(limited.json().message).toMatch(
      /^ઘણી બધી વિનંતીઓ થઈ\. કૃપા કરીને \d+ સેકન્ડ રાહ જોઈને ફરી પ્રયાસ કરો\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
