import { DEFAULT_SITE_TIME_ZONE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { events, registrations, users } from '../../db/schema/index';
import { demoPeople, demoPhone } from '../../db/seed/demo-people';
import type { Seeder, Transaction } from '../../db/seed/run-seeders';
import { newToken } from '../auth/tokens';
import { insertChannel } from '../channels/repository';

const day = 86_400_000;
const hour = 3_600_000;

/** Midnight UTC `days` from the seed day, plus `hours`: demo dates stay relative to install. */
function at(days: number, hours: number) {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() + days * day + hours * hour);
}

/** The demo sponsors; each logo is a picture of that sponsor's own name (demo-events.test.ts). */
export const demoSponsors = [
  {
    name: 'Riverside Sports',
    person: 'Kiran Desai',
    website: 'https://example.org/sports',
    logoUrl: '/images/sponsors/sponsor-1.svg',
  },
  {
    name: 'Green Leaf Café',
    person: 'Anita Menon',
    website: 'https://example.org/cafe',
    logoUrl: '/images/sponsors/sponsor-2.svg',
  },
  {
    name: 'Bright Bank',
    person: null,
    website: 'https://example.org/bank',
    logoUrl: '/images/sponsors/sponsor-3.svg',
  },
  {
    name: 'Metro Motors',
    person: 'Farhan Ali',
    website: 'https://example.org/motors',
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
      startsAt: at(-2, 4),
      endsAt: at(2, 14),
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
      startsAt: at(3, 13),
      endsAt: at(3, 17),
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
      startsAt: at(9, 5),
      endsAt: at(9, 9),
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
      startsAt: at(14, 11),
      endsAt: at(14, 17),
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
      startsAt: at(21, 1),
      endsAt: at(21, 4),
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
      startsAt: at(35, 6),
      endsAt: at(36, 15),
      venueName: 'Town Square',
      venueAddress: 'Market Road, Pune',
      coverImageUrl: '/images/events/food-festival.svg',
      tags: ['food', 'festival'],
      attendees: 3,
      withGuests: 1,
    },
    {
      title: 'Tree Planting Drive',
      description: 'We planted 400 saplings along the canal path. Thank you to everyone who came!',
      startsAt: at(-10, 2),
      endsAt: at(-10, 6),
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
      startsAt: at(12, 4),
      endsAt: at(12, 9),
      venueName: 'Lakeside Meadow',
      status: 'cancelled',
      tags: ['picnic'],
    },
    {
      title: 'Winter Carnival (planning)',
      description: 'Draft: rides, stalls and a lantern walk. Not visible to visitors yet.',
      startsAt: at(60, 8),
      endsAt: at(61, 14),
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
      title: index % 2 === 0 ? 'Mr.' : 'Ms.',
      firstName,
      lastName,
      email: `${person.email}.${index}@example.org`,
      phone: demoPhone(person.mobile),
      guest: hasGuest
        ? {
            title: 'Mrs.',
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
      const { attendees: _attendees, withGuests: _withGuests, ...values } = spec;
      const [event] = await tx
        .insert(events)
        .values({ timeZone: DEFAULT_SITE_TIME_ZONE, ...values, createdBy: admin?.id ?? null })
        .returning();
      await seedRegistrations(tx, event!, spec);
    }
  },
};
