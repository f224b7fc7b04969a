import { Readable } from 'node:stream';
import { cricsheetArchiveLimits } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';
import { zipOf, type ZipEntry } from '../../../test/zip';
import { rainMatch, strikersFinal, superOverMatch } from './real-matches.fixture';

type Auth = Record<string, string>;

/** 200 MB of zeros, made as they are read (a stream is never held whole). */
function twoHundredMegabytes() {
  const chunk = Buffer.alloc(1 << 20);
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      this.push(sent > 200 ? null : chunk);
    },
  });
}
const json = (doc: object) => JSON.stringify(doc);

/** Issue 41: a season's ZIP of Cricsheet files, each file on its own, guarded against abuse. */
describe('POST /api/events/{id}/matches/cricsheet with a ZIP', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  const upload = (eventId: string, body: Buffer, headers: Auth = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/matches/cricsheet`,
      headers: { ...headers, 'content-type': 'application/zip' },
      payload: body,
    });
  const matchesOf = async (eventId: string) =>
    (await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })).json().matches;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
  });

  it('imports each good file, reports each bad one by file and field, and skips repeats', async () => {
    const eventId = (await createEvent(ctx.app, admin, { title: 'Season 2026' }))._id;
    const broken = strikersFinal();
    broken.innings[0]!.overs![1]!.deliveries[0]!.bowler = 'Nobody Known';
    const noVersion = { ...rainMatch(), meta: { data_version: '9.9.9' } };
    const wideBye = rainMatch();
    wideBye.info.dates = ['2026-07-09'];
    wideBye.innings[0]!.overs![0]!.deliveries[0] = {
      ...wideBye.innings[0]!.overs![0]!.deliveries[0]!,
      runs: { batter: 0, extras: 2, total: 2 },
      extras: { wides: 1, byes: 1 },
    };
    const entries: ZipEntry[] = [
      { name: 'ipl/1082591.json', content: json(strikersFinal()), deflate: true },
      { name: 'ipl/1082592.json', content: json(rainMatch()) },
      { name: 'ipl/README.txt', content: 'Cricsheet data' },
      { name: 'ipl/1082593.json', content: json(broken), deflate: true },
      { name: 'ipl/1082594.json', content: '{ not json' },
      { name: 'ipl/1082595.json', content: json(noVersion) },
      // JSON, but not Cricsheet: a package manifest.
      { name: 'ipl/package.json', content: json({ name: 'portal', version: '1.0.0' }) },
      // A wide that is also a bye.
      { name: 'ipl/1082597.json', content: json(wideBye) },
      // The first file again under another name: the same day and teams.
      { name: 'ipl/copy-of-1082591.json', content: json(strikersFinal()) },
    ];
    const response = await upload(eventId, zipOf(entries));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.message).toBe('2 matches imported, 1 already here, 5 refused.');
    expect(result.imported.map((entry: { file: string }) => entry.file)).toEqual([
      '1082591.json',
      '1082592.json',
    ]);
    expect(result.skipped).toEqual([
      { file: 'copy-of-1082591.json', matchId: result.imported[0].matchId },
    ]);
    expect(result.errors).toEqual([
      expect.objectContaining({
        file: '1082593.json',
        field: 'innings.0.overs.1.deliveries.0.bowler',
      }),
      { file: '1082594.json', field: '', message: 'This file is not JSON' },
      expect.objectContaining({ file: '1082595.json', field: 'meta.data_version' }),
      expect.objectContaining({ file: 'package.json', field: 'meta' }),
      expect.objectContaining({
        file: '1082597.json',
        field: 'innings.0.overs.0.deliveries.0.extras.byes',
      }),
    ]);
    expect(await matchesOf(eventId)).toHaveLength(2);

    // The same season again: nothing is imported twice (by Cricsheet's match id).
    const renamed = strikersFinal();
    renamed.info.venue = 'Narendra Modi Stadium';
    const again = await upload(
      eventId,
      zipOf([
        { name: '1082591.json', content: json(renamed) },
        { name: '1082596.json', content: json(superOverMatch()) },
      ]),
    );
    expect(again.json()).toMatchObject({
      imported: [{ file: '1082596.json' }],
      skipped: [{ file: '1082591.json' }],
      errors: [],
    });
    expect(await matchesOf(eventId)).toHaveLength(3);
    // And one file sent as JSON that is already there is a conflict, not a second match.
    const single = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/matches/cricsheet`,
      headers: admin,
      payload: superOverMatch(),
    });
    expect(single.statusCode).toBe(409);
  });

  it('refuses bombs, floods and giants with 4xx, and imports nothing from them', async () => {
    const eventId = (await createEvent(ctx.app, admin, { title: 'Abuse Cup' }))._id;
    const zeros = Buffer.alloc(1_400_000, 0x20);
    const tight = await upload(
      eventId,
      zipOf([
        // Ten megabytes that zip to a few: larger than any match file.
        { name: 'huge.json', content: Buffer.alloc(10_000_000, 0x20), deflate: true },
        // Within a file's size, but zipped a thousand to one.
        { name: 'tight.json', content: zeros, deflate: true },
        // Says it is small, unzips to more: stopped at what it declared.
        { name: 'liar.json', content: zeros, deflate: true, declaredSize: 1000 },
      ]),
    );
    expect(tight.statusCode, tight.body).toBe(200);
    expect(
      tight.json().errors.map((entry: { file: string; message: string }) => entry.message),
    ).toEqual([
      'This file is larger than one match file can be',
      'This file unzips to far more than a match file does',
      'This file cannot be read',
    ]);
    const flood = zipOf(
      Array.from({ length: 10_000 }, (_, index) => ({ name: `${index}.json`, content: '{}' })),
    );
    expect((await upload(eventId, flood)).statusCode).toBe(413);
    const claims = zipOf(
      Array.from({ length: 5 }, (_, index) => ({
        name: `${index}.json`,
        content: '{}',
        deflate: true,
        declaredSize: 100_000_000,
      })),
    );
    expect((await upload(eventId, claims)).statusCode).toBe(413);
    const giant = Buffer.alloc(cricsheetArchiveLimits.maxBytes + 1);
    expect((await upload(eventId, giant)).statusCode).toBe(413);
    // A 200 MB upload, said so or streamed without a length: stopped at the limit, not read.
    for (const declared of [true, false]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/matches/cricsheet`,
        headers: {
          ...admin,
          'content-type': 'application/zip',
          ...(declared ? { 'content-length': String(200_000_000) } : {}),
        },
        payload: twoHundredMegabytes(),
      });
      expect(response.statusCode, `declared ${declared}`).toBe(413);
      expect(response.json().message).toBeTruthy();
    }
    const notZip = await upload(eventId, Buffer.from('PK but not really a zip archive'));
    expect(notZip.statusCode).toBe(400);
    expect((await upload(eventId, zipOf([{ name: 'a.txt', content: 'x' }]))).statusCode).toBe(400);
    const good = zipOf([{ name: '1.json', content: json(rainMatch()) }]);
    expect((await upload(eventId, good, member)).statusCode).toBe(403);
    expect((await upload(eventId, good, {})).statusCode).toBe(401);
    expect(await matchesOf(eventId)).toHaveLength(0);
  });
});
