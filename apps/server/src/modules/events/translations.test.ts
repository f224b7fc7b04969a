import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { eventBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

// Issue #17 item 7: an event's title and description in other languages (ADR 25).
describe('events in several languages', () => {
  const ctx = useTestApp();
  let admin: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  const create = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/events', headers: admin, payload });

  it('stores the versions given, drops blanks, and returns them on every read', async () => {
    const response = await create(
      eventBody({
        title: 'Lantern Walk',
        translations: {
          hi: { title: 'लालटेन यात्रा', description: 'नदी किनारे शाम की सैर।' },
          gu: { title: 'ફાનસ યાત્રા', description: '' },
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    const translations = {
      hi: { title: 'लालटेन यात्रा', description: 'नदी किनारे शाम की सैर।' },
      gu: { title: 'ફાનસ યાત્રા' },
    };
    expect(created).toMatchObject({ title: 'Lantern Walk', name: 'Lantern Walk', translations });
    const one = await ctx.app.inject({ url: `/api/events/${created._id}` });
    expect(one.json().translations).toEqual(translations);
    const list = await ctx.app.inject({ url: '/api/events' });
    expect(list.json().find((e: { _id: string }) => e._id === created._id).translations).toEqual(
      translations,
    );
  });

  it('refuses a language the portal does not speak', async () => {
    const response = await create(eventBody({ translations: { fr: { title: 'Fête' } } }));
    expect(response.statusCode).toBe(400);
  });

  it('keeps the versions when an update leaves them out, and removes them on {}', async () => {
    const created = (await create(eventBody({ translations: { gu: { title: 'મેળો' } } }))).json();
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/events/${created._id}`,
        headers: admin,
        payload,
      });
    const kept = await put(eventBody({ title: 'Fair' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().translations).toEqual({ gu: { title: 'મેળો' } });
    const changed = await put(eventBody({ translations: { hi: { title: 'मेला' } } }));
    expect(changed.json().translations).toEqual({ hi: { title: 'मेला' } });
    const cleared = await put(eventBody({ translations: {} }));
    expect(cleared.json().translations).toEqual({});
  });

  it('finds an event by any version of its title or description, its venue or a tag, and the calendar’s range sees it', async () => {
    const start = new Date(Date.now() + 30 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const created = (
      await create(
        eventBody({
          title: 'Harvest Festival',
          description: 'Songs and food.',
          location: 'Oval Nets',
          address: '4 Gulmohar Marg, Vadodara',
          tags: ['garba', 'family'],
          date: start.toISOString(),
          endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
          translations: {
            hi: { title: 'फ़सल उत्सव' },
            gu: { description: 'ગીતો અને ભોજન, ગરબા સાથે.' },
          },
        }),
      )
    ).json();
    const search = async (q: string, range = '') =>
      (await ctx.app.inject({ url: `/api/events?q=${encodeURIComponent(q)}${range}` })).json() as {
        _id: string;
      }[];
    const ids = async (q: string, range?: string) => (await search(q, range)).map((e) => e._id);

    expect(await ids('फ़सल')).toEqual([created._id]);
    expect(await ids('ગરબા')).toEqual([created._id]);
    expect(await ids('harvest')).toEqual([created._id]);
    // The top bar's search: "Nets" finds the event at the Oval Nets, a tag finds it too.
    expect(await ids('nets')).toContain(created._id);
    expect(await ids('Gulmohar')).toContain(created._id);
    expect(await ids('GARBA')).toEqual([created._id]);
    expect(await ids('no such words anywhere')).toEqual([]);
    // The keys of the stored versions are not text anyone wrote.
    expect(await ids('description')).not.toContain(created._id);
    // % and _ are the reader's own characters, not wildcards.
    expect(await ids('%')).not.toContain(created._id);

    // The calendar asks for the visible weeks: a Hindi search within them finds the event.
    const from = new Date(start.getTime() - 7 * 86_400_000).toISOString();
    const to = new Date(start.getTime() + 7 * 86_400_000).toISOString();
    const range = `&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const month = await search('उत्सव', range);
    expect(month.map((e) => e._id)).toEqual([created._id]);
    expect(month[0]).toMatchObject({ translations: { hi: { title: 'फ़सल उत्सव' } } });
    const lastYear = `&from=2001-01-01T00:00:00.000Z&to=2001-02-01T00:00:00.000Z`;
    expect(await ids('उत्सव', lastYear)).toEqual([]);
  });
});
