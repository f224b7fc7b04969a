import {
  DEFAULT_SITE_TIME_ZONE,
  instantFromWallClock,
  localDayAt,
  weekdayCodes,
  weekdayOf,
  type RecurrenceParsed,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { events, registrations, users } from '../../db/schema/index';
import { demoPeople, demoPhone } from '../../db/seed/demo-people';
import type { Seeder, Transaction } from '../../db/seed/run-seeders';
import { newToken } from '../auth/tokens';
import { insertChannel } from '../channels/repository';
import { makeSeries, planSeries } from '../series/make';

const hour = 3_600_000;
const kolkata = DEFAULT_SITE_TIME_ZONE;
const london = 'Europe/London';
const toronto = 'America/Toronto';

/**
 * `time` ("18:30") on the venue's wall clock, `days` after the seed day there: demo dates stay
 * relative to install, and a London evening is a London evening whatever the season (issue 19).
 */
function at(days: number, time: string, timeZone = kolkata): Date {
  const date = new Date(`${localDayAt(Date.now(), timeZone)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const resolved = instantFromWallClock(`${date.toISOString().slice(0, 10)}T${time}`, timeZone);
  // Demo times are daytime and evening hours, which no clock change skips.
  if (!resolved.ok) throw new Error(`No ${time} in ${timeZone} on that day`);
  return resolved.instant;
}

/**
 * Diwali (Lakshmi Puja) by year, as the Hindu calendar sets it: a festival is held on its own
 * day, not "26 days after install" (issue 36 §11).
 */
const diwaliDates = [
  '2025-10-20',
  '2026-11-08',
  '2027-10-29',
  '2028-10-17',
  '2029-11-05',
  '2030-10-26',
  '2031-11-14',
  '2032-11-02',
] as const;

/** Days from the seed day to the Diwali nearest it (negative: already celebrated). */
export function daysToNearestDiwali(now = Date.now(), timeZone = toronto): number {
  const today = Date.parse(`${localDayAt(now, timeZone)}T00:00:00Z`);
  const offsets = diwaliDates.map((day) =>
    Math.round((Date.parse(`${day}T00:00:00Z`) - today) / (24 * hour)),
  );
  return offsets.reduce((best, days) => (Math.abs(days) < Math.abs(best) ? days : best));
}

/**
 * The form of address each demo person uses (issue 36 §11: titles that fit the names); `none`
 * where the person gives none.
 */
const demoTitles: Record<string, string> = {
  'rahul.sharma': 'Mr.',
  'jayesh.patel': 'Mr.',
  'selvi.murugan': 'Ms.',
  'annemarie.obrien': 'Ms.',
  'venkata.iyer': 'Dr.',
  'zoe.nkosi': 'Ms.',
  'omar.sheikh': 'Mr.',
  'priya.deshpande': 'Ms.',
  'harpreet.gill': 'none',
  'hemlata.desai': 'Mrs.',
  'karthik.s': 'Mr.',
  'meera.iyer': 'Dr.',
  'kabir.dsouza': 'Mr.',
  'li.wei': 'none',
};
export const demoTitle = (person: { email: string }) => demoTitles[person.email] ?? 'none';

/** Days from the seed day to the next Saturday (0 on a Saturday), on Kolkata's calendar. */
function daysToSaturday(): number {
  return (
    (weekdayCodes.indexOf('SA') -
      weekdayCodes.indexOf(weekdayOf(localDayAt(Date.now(), kolkata))) +
      7) %
    7
  );
}

/**
 * The demo sponsors; each logo is a picture of that sponsor's own name (demo-events.test.ts).
 * Their sites look like real ones under `.example`, a name reserved never to exist (RFC 2606).
 */
export const demoSponsors = [
  {
    name: 'Riverside Sports',
    person: 'Kiran Desai',
    website: 'https://riverside-sports.example',
    logoUrl: '/images/sponsors/sponsor-1.svg',
  },
  {
    name: 'Green Leaf Café',
    person: 'Anita Menon',
    website: 'https://greenleafcafe.example',
    logoUrl: '/images/sponsors/sponsor-2.svg',
  },
  {
    name: 'Bright Bank',
    person: null,
    website: 'https://brightbank.example',
    logoUrl: '/images/sponsors/sponsor-3.svg',
  },
  {
    name: 'Metro Motors',
    person: 'Farhan Ali',
    website: 'https://metromotors.example',
    logoUrl: '/images/sponsors/sponsor-4.svg',
  },
];
const organisers = [
  { name: 'Meera Iyer', batch: '2004', imageUrl: '/images/people/person-1.svg' },
  { name: 'राहुल शर्मा', batch: '2009', imageUrl: '/images/people/person-2.svg' },
  { name: "Anne-Marie O'Brien", batch: '2012', imageUrl: '/images/people/person-3.svg' },
  { name: 'હેમલતા દેસાઈ', batch: '1998', imageUrl: '/images/people/person-4.svg' },
];

type DemoEvent = Omit<typeof events.$inferInsert, 'timeZone'> & {
  /** Absent: the site's default zone (Asia/Kolkata), as the Indian events are. */
  timeZone?: string;
  /** Makes it the first date of a series. */
  repeat?: RecurrenceParsed;
  attendees?: number;
  withGuests?: number;
};

function demoEvents(channelId: string): DemoEvent[] {
  return [
    {
      title: 'Summer Cricket Cup',
      description:
        'Five days of tournament cricket between six community teams, with music, food stalls and a family zone between matches. Finals on the last evening.',
      // Under way at install time: some matches played, one live, the rest to come.
      startsAt: at(-2, '09:30'),
      endsAt: at(2, '19:30'),
      venueName: 'Riverside College Grounds',
      venueAddress: 'College Road, Pune 411005',
      latitude: 18.5286,
      longitude: 73.8492,
      coverImageUrl: '/images/events/cricket-1.svg',
      images: ['/images/events/cricket-2.svg', '/images/events/cricket-3.svg'],
      tags: ['cricket', 'tournament', 'family'],
      capacity: 300,
      sponsors: demoSponsors,
      organisers: organisers.slice(0, 3),
      channelId,
      attendees: 14,
      withGuests: 5,
    },
    {
      title: 'Jazz & Folk Music Night',
      description:
        'An intimate evening of local bands in the courtyard. Seats are limited, so register early — a waiting list opens when it is full.',
      startsAt: at(3, '18:30'),
      endsAt: at(3, '22:30'),
      venueName: 'Old Library Courtyard',
      venueAddress: '14 Heritage Lane, Pune',
      latitude: 18.5196,
      longitude: 73.8553,
      coverImageUrl: '/images/events/music-night.svg',
      tags: ['music', 'evening'],
      capacity: 6,
      sponsors: demoSponsors.slice(1, 2),
      organisers: organisers.slice(2, 3),
      attendees: 7,
      withGuests: 1,
    },
    {
      title: 'Career Mentorship Workshop',
      description:
        'Small-group sessions with alumni mentors on CVs, interviews and changing careers. Bring questions; leave with a plan.',
      startsAt: at(9, '10:30'),
      endsAt: at(9, '14:30'),
      venueName: 'Community Centre, Hall B',
      venueAddress: '2 Park Street, Pune',
      coverImageUrl: '/images/events/workshop.svg',
      tags: ['careers', 'mentorship'],
      capacity: 30,
      organisers: organisers.slice(1, 4),
      attendees: 9,
      withGuests: 0,
    },
    {
      title: 'Alumni Meet 2026',
      description:
        'Our annual reunion: campus tour, batch photos, dinner and the alumni awards. Partners welcome.',
      startsAt: at(14, '16:30'),
      endsAt: at(14, '22:30'),
      venueName: 'Main Campus Auditorium',
      venueAddress: 'University Road, Pune',
      latitude: 18.5529,
      longitude: 73.8243,
      coverImageUrl: '/images/events/alumni-meet.svg',
      tags: ['alumni', 'reunion'],
      capacity: 250,
      sponsors: demoSponsors.slice(2),
      organisers,
      attendees: 11,
      withGuests: 6,
    },
    {
      title: 'Charity 5K Run',
      description: 'A gentle 5 km loop along the river in aid of the student scholarship fund.',
      startsAt: at(21, '06:30'),
      endsAt: at(21, '09:30'),
      venueName: 'Riverside Park Gate 2',
      venueAddress: 'River Walk, Pune',
      coverImageUrl: '/images/events/charity-run.svg',
      tags: ['fitness', 'charity'],
      sponsors: demoSponsors.slice(0, 1),
      attendees: 6,
      withGuests: 2,
    },
    {
      title: 'Community Food Festival',
      description: 'Two days of home cooks, regional dishes and cooking demos. Free entry.',
      startsAt: at(35, '11:30'),
      endsAt: at(36, '20:30'),
      venueName: 'Town Square',
      venueAddress: 'Market Road, Pune',
      coverImageUrl: '/images/events/food-festival.svg',
      tags: ['food', 'festival'],
      attendees: 3,
      withGuests: 1,
    },
    {
      title: 'Alumni Meet London',
      description:
        'An evening for alumni in the UK: drinks, dinner and news from campus, with a video call to the reunion back home. Partners welcome.',
      // 18:30 in London, BST or GMT as the date falls.
      startsAt: at(18, '18:30', london),
      endsAt: at(18, '22:00', london),
      timeZone: london,
      venueName: 'Red Lion Square Hall',
      venueAddress: '25 Red Lion Square, London WC1R 4RL',
      latitude: 51.5194,
      longitude: -0.1196,
      coverImageUrl: '/images/events/alumni-meet.svg',
      tags: ['alumni', 'reunion', 'london'],
      capacity: 80,
      organisers: [organisers[2]!],
      attendees: 5,
      withGuests: 2,
    },
    {
      title: 'Diwali Gathering Toronto',
      description:
        'Diyas, rangoli, sweets and a potluck dinner on Diwali evening for families in the Greater Toronto Area; everyone brings a dish from home.',
      startsAt: at(daysToNearestDiwali(), '17:00', toronto),
      endsAt: at(daysToNearestDiwali(), '22:00', toronto),
      timeZone: toronto,
      venueName: 'Lakeshore Community Hall',
      venueAddress: '120 Lakeshore Road East, Mississauga, ON',
      latitude: 43.5517,
      longitude: -79.5846,
      coverImageUrl: '/images/events/food-festival.svg',
      tags: ['diwali', 'festival', 'family', 'toronto'],
      capacity: 150,
      organisers: [organisers[3]!],
      attendees: 6,
      withGuests: 3,
    },
    {
      title: 'Online Careers Q&A with Alumni Abroad',
      description:
        'Alumni working in London, Toronto and Singapore answer questions about studying and working abroad. The video link is on your ticket.',
      // Held online: readers everywhere see their own time first; the organisers are in Pune.
      startsAt: at(16, '19:00'),
      endsAt: at(16, '20:30'),
      online: true,
      venueName: 'Online (video call)',
      coverImageUrl: '/images/events/workshop.svg',
      tags: ['careers', 'online', 'alumni'],
      capacity: 200,
      organisers: organisers.slice(0, 2),
      attendees: 4,
      withGuests: 0,
    },
    {
      // A weekly series (issue 25 §6): two Saturdays past, four ahead, each with its own sign-ups.
      title: 'Saturday Nets',
      description:
        'Nets for every age and standard every Saturday morning: bring your kit, balls are provided. Each Saturday is its own event: register for the ones you can make.',
      startsAt: at(daysToSaturday() - 14, '07:00'),
      endsAt: at(daysToSaturday() - 14, '09:30'),
      venueName: 'Riverside College Grounds, Nets Area',
      venueAddress: 'Riverside College, Pune',
      coverImageUrl: '/images/events/cricket-2.svg',
      tags: ['cricket', 'training'],
      capacity: 24,
      channelId,
      attendees: 6,
      withGuests: 0,
      repeat: { frequency: 'weekly', interval: 1, count: 6 },
    },
    {
      title: 'Tree Planting Drive',
      description: 'We planted 400 saplings along the canal path. Thank you to everyone who came!',
      startsAt: at(-10, '07:30'),
      endsAt: at(-10, '11:30'),
      venueName: 'Canal Path North',
      venueAddress: 'Canal Road, Pune',
      coverImageUrl: '/images/events/tree-planting.svg',
      tags: ['environment', 'volunteering'],
      attendees: 8,
      withGuests: 2,
    },
    {
      title: 'Monsoon Picnic',
      description: 'Called off because of the weather warning. We will announce a new date soon.',
      startsAt: at(12, '09:30'),
      endsAt: at(12, '14:30'),
      venueName: 'Lakeside Meadow',
      status: 'cancelled',
      tags: ['picnic'],
    },
    {
      title: 'Winter Carnival (planning)',
      description: 'Draft: rides, stalls and a lantern walk. Not visible to visitors yet.',
      startsAt: at(60, '13:30'),
      endsAt: at(61, '19:30'),
      venueName: 'Town Square',
      status: 'draft',
      tags: ['carnival'],
    },
  ];
}

async function seedRegistrations(
  tx: Transaction,
  event: typeof events.$inferSelect,
  spec: DemoEvent,
) {
  let taken = 0;
  for (let index = 0; index < (spec.attendees ?? 0); index += 1) {
    const person = demoPeople[index % demoPeople.length]!;
    const { firstName, lastName } = person;
    const guestOf = demoPeople[(index + 5) % demoPeople.length]!;
    const hasGuest = index < (spec.withGuests ?? 0);
    const seats = hasGuest ? 2 : 1;
    const fits = event.capacity === null || taken + seats <= event.capacity;
    if (fits) taken += seats;
    const createdAt = new Date(
      Math.min(Date.now(), event.startsAt.getTime()) - (spec.attendees! - index) * 7 * hour,
    );
    await tx.insert(registrations).values({
      eventId: event.id,
      title: demoTitle(person),
      firstName,
      lastName,
      email: `${person.email}.${index}@example.org`,
      phone: demoPhone(person.mobile),
      guest: hasGuest
        ? {
            title: demoTitle(guestOf),
            firstName: guestOf.firstName,
            lastName: guestOf.lastName,
            email: `${guestOf.email}.guest.${index}@example.org`,
            phone: demoPhone(guestOf.mobile),
          }
        : null,
      wantsUpdates: index % 3 !== 0,
      // Past events' confirmed guests mostly came: they show as checked in.
      status: !fits
        ? 'waitlisted'
        : event.endsAt < new Date() && index % 4 !== 3
          ? 'checked_in'
          : 'confirmed',
      seats,
      ticket: newToken(),
      createdAt,
      confirmedAt: fits ? createdAt : null,
      checkedInAt: fits && event.endsAt < new Date() && index % 4 !== 3 ? event.startsAt : null,
    });
  }
}

/** A lively calendar: past and upcoming events, a multi-day tournament, a full one with a queue. */
export const demoEventsSeeder: Seeder = {
  name: 'demo-events',
  async run(tx) {
    const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.org'));
    const channel = await insertChannel(tx, {
      name: 'Riverside Cricket Club',
      description: 'Weekend cricket, the Summer Cup and everything around it.',
      coverImageUrl: '/images/events/cricket-2.svg',
      createdBy: admin?.id ?? null,
    });
    for (const spec of demoEvents(channel.id)) {
      const { attendees: _attendees, withGuests: _withGuests, repeat, ...values } = spec;
      const [event] = await tx
        .insert(events)
        .values({ timeZone: DEFAULT_SITE_TIME_ZONE, ...values, createdBy: admin?.id ?? null })
        .returning();
      await seedRegistrations(tx, event!, spec);
      if (repeat) await makeSeries(tx, event!.id, planSeries(repeat, event!), admin?.id ?? null);
    }
  },
};
