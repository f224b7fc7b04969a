import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, registrations } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { createEvent, register, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

// Registration emails, calendar files and the registrations CSV in the reader's language
// (DESIGN §7); the event's own Hindi title where its organisers wrote one.

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('registrations in Hindi', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;

  beforeAll(async () => {
    const account = await signUp(ctx.app, newAccount({ name: 'Meera Nair' }));
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  const mailTo = (address: string) =>
    ctx.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id));
  const diwali = (capacity: number | null = null) =>
    createEvent(ctx.app, admin, {
      title: 'Diwali Mela',
      date: '2031-06-07T18:30',
      endDate: '2031-06-07T22:00',
      capacity,
      translations: { hi: { title: 'दिवाली मेला' } },
    });

  it('confirms in Hindi: the answer, the email, its calendar file', async () => {
    const event = await diwali();
    const body = registrationBody({ firstName: 'अनन्या', lastName: 'शर्मा' });
    const response = await register(ctx.app, event._id, body, hindi);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(`पंजीकरण हो गया! पुष्टि ${body.email} पर भेज दी गई है।`);

    const [mail] = await mailTo(body.email);
    expect(mail?.subject).toBe('आपका पंजीकरण हो गया: दिवाली मेला');
    const lines = mail!.textBody.split('\n');
    expect(lines[0]).toBe('नमस्ते अनन्या,');
    expect(lines).toContain('"दिवाली मेला" के लिए आपका पंजीकरण पक्का हो गया है।');
    expect(lines).toContain('जगहें: 1 जगह');
    // The time on the venue's clock, its zone named, as a Hindi reader reads the day.
    expect(lines).toContain('कब: शनि 7 जून 2031, 18:30 – 22:00 IST');
    expect(mail!.textBody).toContain('आपका टिकट (प्रवेश पर इसका QR कोड दिखाएँ)');
    expect(mail!.htmlBody).toContain(
      '<p><strong>दिवाली मेला</strong> के लिए आपका पंजीकरण पक्का हो गया है।</p>',
    );
    expect(mail!.htmlBody).toContain('alt="चेक-इन का QR कोड"');
    const ics = Buffer.from(mail!.attachments[1]!.content, 'base64').toString();
    expect(unfold(ics)).toContain('SUMMARY:दिवाली मेला');
    const [row] = await ctx.db
      .select({ language: registrations.language })
      .from(registrations)
      .where(eq(registrations.email, body.email));
    expect(row?.language).toBe('hi');
  });

  it('writes the emails that follow in the language they registered in', async () => {
    const event = await diwali(1);
    const first = registrationBody({ firstName: 'Siobhán', lastName: 'O’Connor' });
    const second = registrationBody({ firstName: 'अनन्या', lastName: 'शर्मा' });
    await register(ctx.app, event._id, first);
    const waiting = await register(ctx.app, event._id, second, hindi);
    expect(waiting.json()).toMatchObject({
      status: 'waitlisted',
      message: `यह कार्यक्रम भर गया है, इसलिए आप प्रतीक्षा सूची में हैं (क्रम 1)। जगह खाली होने पर हम ${second.email} पर ईमेल करेंगे।`,
    });
    expect((await mailTo(second.email))[0]?.subject).toBe('आप प्रतीक्षा सूची में हैं: दिवाली मेला');
    expect((await mailTo(first.email))[0]?.subject).toBe("You're registered: Diwali Mela");

    // The first cancels, in English; the place goes to the second, told in Hindi.
    const [firstRow] = await ctx.db
      .select({ ticket: registrations.ticket })
      .from(registrations)
      .where(eq(registrations.email, first.email));
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/cancel',
      payload: { ticket: firstRow!.ticket },
    });
    expect(cancelled.json().message).toBe('Your registration has been cancelled.');
    const [promoted] = await mailTo(second.email);
    expect(promoted?.subject).toBe('जगह खाली हुई — आपकी जगह पक्की: दिवाली मेला');
    expect(promoted?.textBody).toContain(
      '"दिवाली मेला" में एक जगह खाली हुई और आपका पंजीकरण अब पक्का हो गया है।',
    );
  });

  it('lets the organiser download the registrations with Hindi column names', async () => {
    const event = await diwali();
    await register(ctx.app, event._id, registrationBody({ firstName: 'ચિરાગ', lastName: 'પટેલ' }));
    const csv = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations.csv`,
      headers: { ...admin, ...hindi },
    });
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'पंजीकरण का समय,स्थिति,संबोधन,नाम,ईमेल,फ़ोन,अतिथि,अतिथि का ईमेल,अतिथि का फ़ोन,जगहें,अपडेट चाहिए,चेक-इन का समय',
    );
    expect(row).toContain(',पक्का,Ms.,ચિરાગ પટેલ,');
    expect(row).toContain(',हाँ,');
    const english = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations.csv`,
      headers: admin,
    });
    expect(english.body).toContain('Registered at,Status,Title,Name,Email,Phone');
  });

  it('gives calendar files in the reader’s language, the English one as before', async () => {
    const event = await diwali();
    const calendar = async (url: string, headers = {}) =>
      unfold((await ctx.app.inject({ url, headers })).body);
    const feed = await calendar('/api/events.ics', hindi);
    expect(feed).toContain('X-WR-CALNAME:Community Portal के कार्यक्रम');
    expect(feed).toContain('SUMMARY:दिवाली मेला');
    const englishFeed = await calendar('/api/events.ics');
    expect(englishFeed).toContain('X-WR-CALNAME:Community Portal events');
    expect(englishFeed).not.toContain('दिवाली');

    const single = await ctx.app.inject({ url: `/api/events/${event._id}/ics`, headers: hindi });
    expect(single.headers.vary).toContain('accept-language');
    expect(unfold(single.body)).toContain('X-WR-CALNAME:दिवाली मेला');
    expect(await calendar(`/api/events/${event._id}/ics`)).toContain('SUMMARY:Diwali Mela');
  });
});
