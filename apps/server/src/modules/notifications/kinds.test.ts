import { sql } from 'drizzle-orm';
import {
  bengaluru,
  fiveOvers,
  mumbai,
  mumbaiInnings,
  numbered,
} from '@portal/contract/cricket/test-balls';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { createEvent, eventBody, register, registrationBody } from '../../test/events';
import { setJoinPolicy } from '../../test/joining';
import { useTestApp } from '../../test/test-app';

type Member = Awaited<ReturnType<typeof signUp>>;
interface Notice {
  kind: string;
  title: string;
  body: string;
  url: string;
}

// Issue 40: each kind of notification, made by the real call that causes it.
describe('notifications, each from its real route', () => {
  const ctx = useTestApp();
  let admin: Member;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who?: Member,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const bell = async (who: Member) =>
    (await call('GET', '/api/notifications', who)).json<{ items: Notice[]; unread: number }>()
      .items;

  beforeAll(async () => {
    admin = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', mobile: '+353 85 111 2233' }));
    await makeAdmin(ctx.db, admin.id);
  });

  it('tells a member the organisers cancelled their registration, and the event', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'محمد', mobile: '+971 50 222 3344' }));
    const event = await createEvent(ctx.app, admin.auth, { title: 'Holi Cricket Day' });
    const registered = await register(ctx.app, event._id, registrationBody(), member.auth);
    const withdrawn = await call(
      'POST',
      `/api/events/${event._id}/registrations/${registered.json().registrationId}/refund`,
      admin,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await bell(member))[0]).toMatchObject({
      kind: 'registrationCancelled',
      title: 'Your registration was cancelled',
      url: `/event-details/${event._id}`,
    });
    expect((await bell(member))[0]!.body).toContain('Holi Cricket Day');

    const other = await createEvent(ctx.app, admin.auth, { title: 'Navratri Garba' });
    await register(ctx.app, other._id, registrationBody(), member.auth);
    const cancelled = await call('PUT', `/api/events/${other._id}`, admin, {
      ...eventBody({ title: 'Navratri Garba' }),
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await bell(member))[0]).toMatchObject({
      kind: 'registrationCancelled',
      title: 'Navratri Garba is cancelled',
    });
  });

  it('reminds a registered member of an event the day before, beside the email', async () => {
    const member = await signUp(
      ctx.app,
      newAccount({ name: 'राहुल शर्मा', mobile: '+91 98250 33445' }),
    );
    await ctx.db.execute(sql`update users set language = 'gu' where id = ${member.id}`);
    const event = await createEvent(ctx.app, admin.auth, { title: 'Alumni Brunch' }, 12);
    await register(ctx.app, event._id, registrationBody(), member.auth);
    await ctx.app.jobs.send(ctx.db, 'event-reminders', {});
    await ctx.app.jobs.runQueued(['event-reminders']);
    const [tomorrow] = await bell(member);
    expect(tomorrow).toMatchObject({ kind: 'eventTomorrow', title: 'આવી રહ્યું છે: Alumni Brunch' });
    expect(tomorrow!.body).toContain('Town Hall');
    // The reminder is sent once: a second run makes no second notification.
    await ctx.app.jobs.send(ctx.db, 'event-reminders', {});
    await ctx.app.jobs.runQueued(['event-reminders']);
    expect((await bell(member)).filter((notice) => notice.kind === 'eventTomorrow')).toHaveLength(
      1,
    );
  });

  it('tells a mentor of a request, and the mentee of the answer', async () => {
    const mentor = await signUp(
      ctx.app,
      newAccount({ name: 'જયેશ પટેલ', mobile: '+44 7400 222333' }),
    );
    const mentee = await signUp(
      ctx.app,
      newAccount({ name: 'Anne-Marie O’Brien', mobile: '+1 415 555 0199' }),
    );
    await ctx.db.execute(sql`update users set language = 'hi' where id = ${mentor.id}`);
    const offered = await call('PUT', '/api/mentoring/me', mentor, {
      offering: true,
      topics: ['Careers in finance'],
      about: 'Twenty years in banking.',
      capacity: 2,
      paused: false,
    });
    expect(offered.statusCode).toBe(200);
    const asked = await call('POST', '/api/mentoring/requests', mentee, {
      mentorId: mentor.id,
      topic: 'Careers in finance',
      message: 'I would like advice on my first job.',
    });
    expect(asked.statusCode).toBe(201);
    expect((await bell(mentor))[0]).toMatchObject({
      kind: 'mentoring',
      title: 'Anne-Marie O’Brien आपसे मेंटरिंग चाहते हैं',
      url: '/mentoring',
    });
    const accepted = await call(
      'POST',
      `/api/mentoring/requests/${asked.json()._id}/accept`,
      mentor,
    );
    expect(accepted.statusCode).toBe(200);
    expect((await bell(mentee))[0]).toMatchObject({
      kind: 'mentoring',
      title: 'જયેશ પટેલ accepted your mentoring request',
    });
  });

  it('tells a member their request to join was approved', async () => {
    await setJoinPolicy(ctx.db, 'approval');
    try {
      const waiting = await signUp(
        ctx.app,
        newAccount({ name: 'Venkata Subrahmanyam Iyer', mobile: '+91 94440 12345' }),
      );
      const approved = await call('POST', `/api/admin/join-requests/${waiting.id}/approve`, admin);
      expect(approved.statusCode).toBe(200);
      expect((await bell(waiting))[0]).toMatchObject({
        kind: 'joinApproved',
        title: 'Welcome to Community Portal',
        url: '/',
      });
    } finally {
      await setJoinPolicy(ctx.db, null);
    }
  });

  describe('following a match or a team', () => {
    let eventId: string;
    let matchId: string;
    let teamId: string;
    const score = (payload: object) => call('PUT', `/api/matches/${matchId}/score`, admin, payload);
    const live = {
      status: 'live',
      innings: [{ battingTeam: 'RDX', runs: 12, wickets: 0, overs: '1.2' }],
    };

    beforeAll(async () => {
      const event = await createEvent(ctx.app, admin.auth, { title: 'Premier League Final' });
      eventId = event._id;
      for (const side of [
        { name: 'राहुल द्रविड़ XI', shortName: 'RDX', players: ['राहुल द्रविड़'] },
        { name: 'જસપ્રીત બુમરાહ XI', shortName: 'JBX', players: ['જસપ્રીત બુમરાહ'] },
      ])
        expect((await call('POST', `/api/events/${eventId}/teams`, admin, side)).statusCode).toBe(
          201,
        );
      const created = await call('POST', `/api/events/${eventId}/matches`, admin, {
        team1ShortName: 'RDX',
        team2ShortName: 'JBX',
        date: new Date().toISOString(),
      });
      expect(created.statusCode).toBeLessThan(300);
      const tournament = (await call('GET', `/api/events/${eventId}/tournament`)).json<{
        matches: { _id: string }[];
        teams: { _id: string; shortName: string }[];
      }>();
      matchId = tournament.matches[0]!._id;
      teamId = tournament.teams.find((team) => team.shortName === 'JBX')!._id;
    });

    it('follows and unfollows; visitors 401, unknown ids 404', async () => {
      const fan = await signUp(ctx.app);
      expect((await call('POST', `/api/matches/${matchId}/follow`)).statusCode).toBe(401);
      expect((await call('POST', `/api/teams/${teamId}/follow`)).statusCode).toBe(401);
      expect((await call('POST', '/api/matches/not-a-match/follow', fan)).statusCode).toBe(404);
      expect(
        (await call('POST', '/api/teams/00000000-0000-4000-8000-000000000000/follow', fan))
          .statusCode,
      ).toBe(404);
      const followed = await call('POST', `/api/matches/${matchId}/follow`, fan);
      expect(followed.json()).toEqual({ following: true });
      expect((await call('POST', `/api/matches/${matchId}/follow`, fan)).json()).toEqual({
        following: true,
      });
      expect((await call('GET', `/api/matches/${matchId}`, fan)).json().following).toBe(true);
      expect((await call('GET', `/api/matches/${matchId}`)).json().following).toBeUndefined();
      await call('POST', `/api/teams/${teamId}/follow`, fan);
      expect((await call('GET', `/api/me/follows?event=${eventId}`, fan)).json()).toEqual({
        matches: [matchId],
        teams: [teamId],
      });
      expect((await call('DELETE', `/api/matches/${matchId}/follow`, fan)).json()).toEqual({
        following: false,
      });
      expect((await call('DELETE', `/api/teams/${teamId}/follow`, fan)).json()).toEqual({
        following: false,
      });
      expect((await call('GET', `/api/matches/${matchId}`, fan)).json().following).toBe(false);
      expect((await call('GET', '/api/me/follows', fan)).json()).toEqual({
        matches: [],
        teams: [],
      });
    });

    it('tells followers of the match and of its teams when it starts and finishes, once', async () => {
      const matchFan = await signUp(
        ctx.app,
        newAccount({ name: 'राहुल शर्मा', mobile: '+91 98250 99887' }),
      );
      const teamFan = await signUp(
        ctx.app,
        newAccount({ name: 'જયેશ પટેલ', mobile: '+44 7400 998877' }),
      );
      const bystander = await signUp(ctx.app);
      await call('POST', `/api/matches/${matchId}/follow`, matchFan);
      await call('POST', `/api/teams/${teamId}/follow`, teamFan);

      expect((await score(live)).statusCode).toBe(200);
      // The scoring call queued one job; nobody is told until it runs.
      expect(await bell(matchFan)).toHaveLength(0);
      await ctx.app.jobs.runQueued(['match-followers']);
      for (const fan of [matchFan, teamFan])
        expect((await bell(fan))[0]).toMatchObject({
          kind: 'followedMatch',
          title: 'राहुल द्रविड़ XI v જસપ્રીત બુમરાહ XI has started',
          url: `/event-details-tour?event=${eventId}`,
        });
      expect(await bell(bystander)).toHaveLength(0);

      // Saved live again (another over): nothing new to tell.
      expect(
        (await score({ ...live, innings: [{ ...live.innings[0], runs: 30 }] })).statusCode,
      ).toBe(200);
      await ctx.app.jobs.runQueued(['match-followers']);
      expect(await bell(matchFan)).toHaveLength(1);

      const finished = await score({
        status: 'completed',
        innings: [
          { battingTeam: 'RDX', runs: 180, wickets: 5, overs: '20' },
          { battingTeam: 'JBX', runs: 150, wickets: 10, overs: '19.2' },
        ],
      });
      expect(finished.statusCode).toBe(200);
      await ctx.app.jobs.runQueued(['match-followers']);
      const [told] = await bell(teamFan);
      expect(told).toMatchObject({
        kind: 'followedMatch',
        title: 'राहुल द्रविड़ XI v જસપ્રીત બુમરાહ XI has finished',
        body: finished.json().result,
      });
      expect(await bell(bystander)).toHaveLength(0);
    });

    it('tells followers when the first ball, scored ball by ball, starts the match', async () => {
      const event = await createEvent(ctx.app, admin.auth, { title: 'Ball by Ball Cup' });
      for (const [name, shortName, players] of [
        ['Mumbai Indians', 'MI', mumbai],
        ['Royal Challengers', 'RCB', bengaluru],
      ] as const)
        await call('POST', `/api/events/${event._id}/teams`, admin, { name, shortName, players });
      await call('POST', `/api/events/${event._id}/matches`, admin, {
        team1ShortName: 'MI',
        team2ShortName: 'RCB',
        date: new Date().toISOString(),
        overs: fiveOvers.oversPerInnings,
      });
      const id = (await call('GET', `/api/events/${event._id}/tournament`)).json<{
        matches: { _id: string }[];
      }>().matches[0]!._id;
      const fan = await signUp(ctx.app, newAccount({ name: 'محمد', mobile: '+971 50 333 4455' }));
      await call('POST', `/api/matches/${id}/follow`, fan);
      const lineups = await call('PUT', `/api/matches/${id}/lineups`, admin, {
        team1: mumbai,
        team2: bengaluru,
      });
      expect(lineups.statusCode).toBe(200);
      await call('PUT', `/api/matches/${id}/toss`, admin, { winner: 'MI', decision: 'bat' });
      // Line-ups and the toss are not the start: nobody is told yet.
      await ctx.app.jobs.runQueued(['match-followers']);
      expect(await bell(fan)).toHaveLength(0);
      const first = await call(
        'POST',
        `/api/matches/${id}/balls`,
        admin,
        numbered(mumbaiInnings)[0],
      );
      expect(first.statusCode).toBe(201);
      await ctx.app.jobs.runQueued(['match-followers']);
      expect((await bell(fan))[0]).toMatchObject({
        kind: 'followedMatch',
        title: 'Mumbai Indians v Royal Challengers has started',
      });
    });

    it('tells a thousand followers in a job, without slowing the scoring call', async () => {
      const event = await createEvent(ctx.app, admin.auth, { title: 'Big Final' });
      for (const side of [
        { name: 'Aces', shortName: 'ACE', players: ['Ravi'] },
        { name: 'Bulls', shortName: 'BUL', players: ['Khan'] },
      ])
        await call('POST', `/api/events/${event._id}/teams`, admin, side);
      await call('POST', `/api/events/${event._id}/matches`, admin, {
        team1ShortName: 'ACE',
        team2ShortName: 'BUL',
        date: new Date().toISOString(),
      });
      const bigMatch = (await call('GET', `/api/events/${event._id}/tournament`)).json<{
        matches: { _id: string }[];
      }>().matches[0]!._id;
      await ctx.db.execute(sql`
        insert into users (name, email, mobile)
        select 'Follower ' || g, 'follower.' || g || '@example.org', '+91700000' || lpad(g::text, 4, '0')
        from generate_series(1, 1000) g`);
      await ctx.db.execute(sql`
        insert into match_follows (match_id, user_id)
        select ${bigMatch}, id from users where email like 'follower.%@example.org'`);

      const started = Date.now();
      const response = await call('PUT', `/api/matches/${bigMatch}/score`, admin, {
        status: 'live',
        innings: [{ battingTeam: 'ACE', runs: 4, wickets: 0, overs: '0.1' }],
      });
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      const count = async () =>
        (
          await ctx.db.execute<{ n: number }>(
            sql`select count(*)::int as n from notifications where dedupe_key = ${`match:${bigMatch}:started`}`,
          )
        ).rows[0]!.n;
      expect(await count()).toBe(0);
      await ctx.app.jobs.runQueued(['match-followers']);
      expect(await count()).toBe(1000);
    });
  });
});
