import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

// Emails in the recipient's language (DESIGN §7): a member's saved language first; otherwise the
// language of the request the email answers; otherwise the site's.

describe('emails in the recipient’s language', () => {
  const ctx = useTestApp();
  const lastMailTo = async (address: string) =>
    (
      await ctx.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, address))
        .orderBy(desc(outbox.id))
        .limit(1)
    )[0];
  const speaks = (auth: Record<string, string>, language: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: auth,
      payload: { language },
    });
  const askReset = (identifier: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      payload: { identifier },
      headers,
    });

  it('writes a password reset in the language it was asked in', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Kavya Iyer' }));
    const answer = await askReset(member.email, { 'accept-language': 'hi' });
    expect(answer.json().message).toBe(
      'अगर कोई खाता मेल खाता है, तो हमने उसे पासवर्ड रीसेट करने का लिंक ईमेल कर दिया है।',
    );
    // The reset's lookup and email run after the answer (issue 21: same time for everyone).
    await ctx.app.jobs.runQueued();
    const mail = await lastMailTo(member.email);
    expect(mail?.subject).toBe('अपना Community Portal पासवर्ड रीसेट करें');
    expect(mail?.textBody).toMatch(/^नमस्ते Kavya Iyer,\n/);
    expect(mail?.textBody).toContain('reset-password?token=');
  });

  it('writes to a member in their saved language, whoever asks', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'ચિરાગ પટેલ' }));
    await speaks(member.auth, 'gu');
    // Asked from an English browser: the answer is English, the email Gujarati.
    const answer = await askReset(member.mobile, { 'accept-language': 'en' });
    expect(answer.json().message).toBe(
      'If an account matches, we have emailed it a link to reset the password.',
    );
    await ctx.app.jobs.runQueued();
    const mail = await lastMailTo(member.email);
    expect(mail?.subject).toBe('તમારો Community Portal પાસવર્ડ રીસેટ કરો');
    expect(mail?.textBody).toMatch(/^નમસ્તે ચિરાગ પટેલ,\n/);
  });

  it('invites a member to a channel in their language, not the inviting admin’s', async () => {
    const owner = await signUp(ctx.app, newAccount({ name: 'Siobhán O’Connor' }));
    const invited = await signUp(ctx.app, newAccount({ name: 'अनन्या शर्मा' }));
    await speaks(invited.auth, 'hi');
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: owner.auth,
      payload: { name: 'Book Club', coverImageUrl: 'https://example.org/cover.jpg' },
    });
    const id = channel.json().channel._id as string;
    expect(channel.json().message).toBe(`Channel created successfully! Channel ID: ${id}`);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/channels/${id}/invites`,
      headers: owner.auth,
      payload: { identifier: invited.email },
    });
    expect(sent.json().message).toMatch(/^Invitation sent\./);
    await ctx.app.jobs.runQueued();
    const mail = await lastMailTo(invited.email);
    expect(mail?.subject).toBe('Book Club से जुड़ने का आमंत्रण');
    expect(mail?.textBody).toContain('आपको Community Portal पर "Book Club" चैनल से जुड़ने का आमंत्रण');
  });

  it('tells each site admin of a contact message in their own language', async () => {
    const admins = await Promise.all([
      signUp(ctx.app, newAccount({ name: 'Farhan Qureshi' })),
      signUp(ctx.app, newAccount({ name: 'ચિરાગ પટેલ' })),
    ]);
    for (const admin of admins) await makeAdmin(ctx.db, admin.id);
    await speaks(admins[1]!.auth, 'gu');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/serviceform',
      headers: { 'accept-language': 'hi' },
      payload: {
        firstName: 'अनन्या',
        lastName: 'शर्मा',
        email: 'ananya@example.org',
        message: 'नमस्ते!',
      },
    });
    expect(sent.json()).toEqual({ message: 'संदेश भेज दिया गया!' });
    expect((await lastMailTo(admins[0]!.email))?.subject).toBe('New message from अनन्या शर्मा');
    expect((await lastMailTo(admins[1]!.email))?.subject).toBe('अनन्या शर्मा નો નવો સંદેશ');
  });
});
