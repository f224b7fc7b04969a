import { localDateTimeAt, type Tournament } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scorecardProblems } from '../../modules/tournament/scorecard/scorecard-consistency';
import { useTestApp } from '../../test/test-app';
import { demoGivingSeeder, demoOtherWaysToGive } from '../../modules/donations/demo-giving';
import { demoSeeders } from './demo-seeders';
import { runSeeders } from './run-seeders';

interface EventView {
  _id: string;
  title: string;
  date: string;
  endDate: string;
  timeZone: string;
  online: boolean;
  status: string;
  capacity: number | null;
  seatsTaken: number;
  waitlisted: number;
  sponsors: unknown[];
  organisers: unknown[];
}

describe('demo content', () => {
  const ctx = useTestApp({ PASSWORD_HASH_COST: '10' });

  it('seeds a lively calendar and a tournament under way, and only once', async () => {
    const seeding = { hashCost: 10, mediaStorage: ctx.app.media.storage };
    expect(await runSeeders(ctx.db, demoSeeders, seeding)).toEqual([
      'demo-accounts',
      'demo-events',
      'demo-tournament',
      'demo-community',
      'demo-giving',
      'demo-paid-tickets',
      'demo-album',
    ]);
    expect(await runSeeders(ctx.db, demoSeeders, seeding)).toEqual([]);

    const list = (await ctx.app.inject({ url: '/api/events' })).json<EventView[]>();
    const now = Date.now();
    // Issue 25: a paid INR event with two ticket types and two questions, one required.
    const gala = (await ctx.app.inject({ url: '/api/events?q=Annual%20Gala' })).json()[0];
    expect(gala.ticketTypes.map((type: { price: { amount: number } }) => type.price)).toEqual([
      { amount: 149_900, currency: 'INR' },
      { amount: 49_900, currency: 'INR' },
    ]);
    expect(gala.questions.map((q: { required: boolean }) => q.required)).toEqual([true, false]);
    expect(list.some((event) => Date.parse(event.endDate) < now)).toBe(true);
    expect(list.filter((event) => Date.parse(event.date) > now).length).toBeGreaterThanOrEqual(4);
    expect(list.map((event) => event.title)).not.toContain('Winter Carnival (planning)');
    expect(list.find((event) => event.status === 'cancelled')).toBeDefined();
    const full = list.find((event) => event.title === 'Jazz & Folk Music Night')!;
    expect(full.seatsTaken).toBe(full.capacity);
    expect(full.waitlisted).toBeGreaterThan(0);

    // A weekly series (issue 25 §6): each Saturday its own event, all of one series.
    const nets = await ctx.db.execute<{ series: number; dates: number; saturdays: number }>(
      sql`select count(distinct series_id)::int as series, count(*)::int as dates,
        count(*) filter (where extract(isodow from starts_at at time zone time_zone) = 6)::int as saturdays
        from events where title = 'Saturday Nets'`,
    );
    expect(nets.rows[0]).toEqual({ series: 1, dates: 6, saturdays: 6 });

    // Events in their own zones (issue 19), at wall-clock times there.
    const venueStart = (title: string) => {
      const event = list.find((one) => one.title === title)!;
      return [event.timeZone, localDateTimeAt(event.date, event.timeZone).slice(11), event.online];
    };
    expect(venueStart('Jazz & Folk Music Night')).toEqual(['Asia/Kolkata', '18:30', false]);
    expect(venueStart('Alumni Meet London')).toEqual(['Europe/London', '18:30', false]);
    expect(venueStart('Diwali Gathering Toronto')).toEqual(['America/Toronto', '17:00', false]);
    expect(venueStart('Online Careers Q&A with Alumni Abroad')).toEqual([
      'Asia/Kolkata',
      '19:00',
      true,
    ]);

    const cup = list.find((event) => event.title === 'Summer Cricket Cup')!;
    expect(Date.parse(cup.endDate) - Date.parse(cup.date)).toBeGreaterThan(86_400_000);
    expect(cup.sponsors.length).toBeGreaterThan(0);
    expect(cup.organisers.length).toBeGreaterThan(0);
    const tournament = (
      await ctx.app.inject({ url: `/api/events/${cup._id}/tournament` })
    ).json<Tournament>();
    expect(tournament.teams).toHaveLength(6);
    expect(tournament.matches).toHaveLength(15);
    const statuses = new Set(tournament.matches.map((match) => match.status));
    expect(statuses.has('scheduled')).toBe(true);
    expect(
      tournament.matches.filter((match) => match.status === 'live').length,
    ).toBeLessThanOrEqual(1);
    const played = tournament.matches.filter((m) => m.status === 'completed');
    for (const match of played) {
      expect(match.result).toMatch(/won by|tied/);
      expect(match.scorecard.manOfTheMatch).toBeTruthy();
    }
    // The cards are what a visitor opens first: they must add up (scorecard-consistency.ts).
    const scored = tournament.matches.filter((m) => m.innings.length > 0);
    expect(scored.length).toBeGreaterThan(0);
    expect(scored.every((m) => m.innings.every((i) => i.batting.length && i.bowling.length))).toBe(
      true,
    );
    // Typed by hand (the opening match): the made-up cards must add up. Scored ball by ball: the
    // laws engine derived them, from full innings (all out, overs done or the target reached).
    const typed = scored.filter((match) => !match.ballByBall);
    expect(typed).toHaveLength(1);
    expect(typed.flatMap((match) => scorecardProblems(match, tournament.teams))).toEqual([]);
    const byBall = played.filter((match) => match.ballByBall);
    expect(byBall.length).toBe(played.length - 1);
    for (const match of byBall) {
      const [first, second] = match.innings;
      expect(first!.wickets === 10 || first!.overs === '20.0').toBe(true);
      expect(second!.wickets === 10 || second!.overs === '20.0' || second!.runs > first!.runs).toBe(
        true,
      );
    }
    const live = tournament.matches.find((match) => match.status === 'live');
    if (live) {
      expect(live.ballByBall).toBe(true);
      expect(live.innings).toHaveLength(2);
      const log = (await ctx.app.inject({ url: `/api/matches/${live.id}/balls` })).json();
      expect(log.balls.at(-1).innings).toBe(2);
      expect(log.next.matchOver).toBe(false);
    }

    // Community: channels with covers and members, requests waiting, walls and feed posts.
    const channels = (await ctx.app.inject({ url: '/api/channels' })).json<
      { _id: string; name: string; coverImageUrl: string; memberCount: number }[]
    >();
    expect(channels.length).toBeGreaterThanOrEqual(4);
    expect(channels.every((channel) => channel.coverImageUrl && channel.memberCount > 0)).toBe(
      true,
    );
    const club = channels.find((channel) => channel.name === 'Riverside Cricket Club')!;
    const adminLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: '9000000001', password: 'portal-admin-demo' },
    });
    const admin = { authorization: `Bearer ${adminLogin.json().token}` };
    const requests = await ctx.app.inject({
      url: `/api/channels/${club._id}/invites`,
      headers: admin,
    });
    expect(requests.json()).toHaveLength(2);
    // Demo and directory accounts are hashed at the install's PASSWORD_HASH_COST (here 10).
    const costs = await ctx.db.execute<{ cost: string }>(
      sql`select distinct split_part(password_hash, '$', 2) as cost from users`,
    );
    expect(costs.rows).toEqual([{ cost: '10' }]);
    const wall = (await ctx.app.inject({ url: `/api/posts?channel=${club._id}` })).json<
      unknown[]
    >();
    expect(wall.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: '/api/posts' })).json<unknown[]>().length).toBeGreaterThan(
      0,
    );
    const feed = (await ctx.app.inject({ url: '/api/feedposts', headers: admin })).json<
      { isActive: boolean }[]
    >();
    expect(feed.some((post) => post.isActive)).toBe(true);
    expect(feed.some((post) => !post.isActive)).toBe(true);
    const directory = await ctx.app.inject({ url: '/api/members/count', headers: admin });
    expect(directory.json().total).toBeGreaterThanOrEqual(8);

    // Giving: the Donate page shows a fictional trust's bank and UPI details, marked as a demo.
    const giving = (await ctx.app.inject({ url: '/donate/config' })).json();
    expect(giving.otherWaysToGive).toBe(demoOtherWaysToGive);
    expect(giving.otherWaysToGive).toMatch(/^Demo details of a fictional trust/);
  }, 120_000); // a dozen photos through the pipeline, on a machine that may be busy

  it("puts a dozen photos from the pipeline in the latest past event's album, and covers on the next events", async () => {
    const events = await ctx.db.execute<{ id: string; cover: string | null; past: boolean }>(
      sql`select id, cover_image_url as cover, ends_at < now() as past from events
          where status = 'published' order by starts_at desc`,
    );
    const latestPast = events.rows.find((event) => event.past)!;
    const album = await ctx.app.inject({ url: `/api/events/${latestPast.id}/photos?limit=100` });
    const items = album.json().items as { url: string; caption: string | null; by: unknown }[];
    expect(items).toHaveLength(12);
    expect(items.every((photo) => photo.url.startsWith('/media/') && photo.by)).toBe(true);
    expect(items.map((photo) => photo.caption)).toContain('पहली गेंद से पहले');
    const served = await ctx.app.inject({ url: items[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const covers = events.rows.filter((event) => event.cover?.startsWith('/media/'));
    expect(covers).toHaveLength(3);
  });

  it('never replaces other ways to give that an admin wrote', async () => {
    await ctx.db.execute(sql`update site_settings set other_ways_to_give = 'UPI: ours@upi'`);
    await ctx.db.transaction((tx) => demoGivingSeeder.run(tx, { hashCost: 10 }));
    // Read from the table: the public answer is cached, and this write did not go through the API.
    const rows = await ctx.db.execute(sql`select other_ways_to_give from site_settings`);
    expect(rows.rows).toEqual([{ other_ways_to_give: 'UPI: ours@upi' }]);
  });
});
