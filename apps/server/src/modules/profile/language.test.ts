import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

// PUT /api/profile/language (DESIGN §7): a member's language is kept on their account and comes
// before the switcher's cookie and the browser's Accept-Language from then on.

describe('the account language', () => {
  const ctx = useTestApp();
  const save = (headers: Record<string, string>, payload: { language: string }) =>
    ctx.app.inject({ method: 'PUT', url: '/api/profile/language', headers, payload });
  /** A 404 whose message shows which language the server answered in. */
  const missingEvent = (headers: Record<string, string>) =>
    ctx.app.inject({ url: '/api/events/00000000-0000-4000-8000-000000000000', headers });

  it('refuses visitors, and languages the portal does not speak', async () => {
    expect((await save({}, { language: 'hi' })).statusCode).toBe(401);
    const member = await signUp(ctx.app, newAccount({ name: 'Kavya Iyer' }));
    const french = await save(member.auth, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json().error).toBe('validation');
  });

  it('saves a member’s language on their account', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'अनन्या शर्मा' }));
    const before = await ctx.app.inject({ url: '/api/auth/user', headers: member.auth });
    expect(before.json().language).toBeNull();

    const saved = await save(member.auth, { language: 'gu' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'gu' });
    const after = await ctx.app.inject({ url: '/api/auth/user', headers: member.auth });
    expect(after.json()).toMatchObject({ name: 'अनन्या शर्मा', language: 'gu' });
  });

  it('answers in the saved language, whatever the cookie and Accept-Language say', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'ચિરાગ પટેલ' }));
    const browser = { cookie: 'lang=gu', 'accept-language': 'gu-IN,gu;q=0.9' };
    // Before they save one, the cookie decides.
    expect((await missingEvent({ ...member.auth, ...browser })).json().message).toBe(
      'કાર્યક્રમ મળ્યો નહીં.',
    );

    await save(member.auth, { language: 'hi' });
    const answered = await missingEvent({ ...member.auth, ...browser });
    expect(answered.statusCode).toBe(404);
    expect(answered.json()).toEqual({ error: 'not_found', message: 'कार्यक्रम नहीं मिला।' });

    // English is a choice too, and wins over a Hindi browser.
    await save(member.auth, { language: 'en' });
    expect((await missingEvent({ ...member.auth, 'accept-language': 'hi' })).json().message).toBe(
      'Event not found.',
    );
    // A visitor with the same browser still gets the cookie's language.
    expect((await missingEvent(browser)).json().message).toBe('કાર્યક્રમ મળ્યો નહીં.');
  });
});
