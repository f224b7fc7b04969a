import { eq, inArray } from 'drizzle-orm';
import {
  channelInvites,
  channelMembers,
  channels,
  feedPosts,
  posts,
  users,
} from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';
import { hashPassword } from '../auth/password';
import { insertChannel } from './repository';
import { demoName, demoPeople, demoPhone } from '../../db/seed/demo-people';
import { nameSearchKey } from '../../db/name-search';

const minutes = 60_000;
const ago = (minutesAgo: number) => new Date(Date.now() - minutesAgo * minutes);

const person = (email: string) => {
  const found = demoPeople.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`demo content: no person ${email}`);
  return found;
};

/** Directory people at home and abroad: a mix of cities and businesses, some sharing their phone. */
const people = [
  {
    ...person('meera.iyer'),
    businessName: 'Iyer Architects',
    businessRole: 'Partner',
    sharePhone: true,
  },
  {
    ...person('rahul.sharma'),
    businessName: 'Sharma Logistics',
    businessRole: 'Founder',
    sharePhone: false,
  },
  {
    ...person('hemlata.desai'),
    businessName: 'Desai Farms',
    businessRole: 'Owner',
    sharePhone: true,
  },
  { ...person('omar.sheikh'), businessName: null, businessRole: null, sharePhone: false },
  {
    ...person('jayesh.patel'),
    businessName: 'Patel Pharmacy',
    businessRole: 'Pharmacist',
    sharePhone: true,
  },
  {
    ...person('selvi.murugan'),
    businessName: 'Murugan Labs',
    businessRole: 'CTO',
    sharePhone: false,
  },
  {
    ...person('annemarie.obrien'),
    businessName: "O'Brien & Co.",
    businessRole: 'Solicitor',
    sharePhone: true,
  },
  {
    ...person('venkata.iyer'),
    businessName: 'Bay Area Data',
    businessRole: 'Engineer',
    sharePhone: true,
  },
  { ...person('zoe.nkosi'), businessName: null, businessRole: null, sharePhone: true },
  {
    ...person('harpreet.gill'),
    businessName: 'Gill Dental',
    businessRole: 'Dentist',
    sharePhone: false,
  },
];

/**
 * Channels with covers, members and pending requests; walls with posts; feed posts active and
 * inactive. The demo member has an invitation waiting, and the admin's cricket club has two
 * join requests to answer.
 */
export const demoCommunitySeeder: Seeder = {
  name: 'demo-community',
  async run(tx, { hashCost }) {
    // One hash for all directory people: they are there to be browsed, not to sign in.
    const passwordHash = await hashPassword('directory person, no demo login', hashCost);
    const added = await tx
      .insert(users)
      .values(
        people.map((person, index) => ({
          name: demoName(person),
          nameSearch: nameSearchKey(demoName(person)),
          email: `${person.email}@example.org`,
          mobile: demoPhone(person.mobile),
          passwordHash,
          imageUrl: `/images/people/person-${(index % 4) + 1}.svg`,
          bio: `Member since ${2004 + index}. Happy to help with community events.`,
          city: person.city,
          country: person.country,
          businessName: person.businessName,
          businessRole: person.businessRole,
          sharePhone: person.sharePhone,
          shareEmail: index % 2 === 0,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const byName = Object.fromEntries(added.map((user) => [user.name, user.id]));
    const demo = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['admin@example.org', 'member@example.org']));
    const adminId = demo.find((user) => user.email === 'admin@example.org')?.id ?? null;
    const memberId = demo.find((user) => user.email === 'member@example.org')?.id ?? null;
    const id = (name: string) => byName[name] ?? null;

    const [club] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.name, 'Riverside Cricket Club'));
    const alumni = await insertChannel(tx, {
      name: 'Class of 2004 Alumni',
      description: 'Reunions, mentoring and news from the class of 2004.',
      coverImageUrl: '/images/events/alumni-meet.svg',
      createdBy: id('Meera Iyer'),
    });
    const green = await insertChannel(tx, {
      name: 'Green Streets Volunteers',
      description: 'Tree planting, clean-ups and a greener neighbourhood, one weekend at a time.',
      coverImageUrl: '/images/events/tree-planting.svg',
      createdBy: adminId,
    });
    const music = await insertChannel(tx, {
      name: 'Friday Music Circle',
      description: 'Open mics, jam sessions and the occasional jazz night.',
      coverImageUrl: '/images/events/music-night.svg',
      createdBy: id('राहुल शर्मा'),
    });

    const memberships: { channelId: string; userId: string | null; role: 'admin' | 'member' }[] = [
      { channelId: alumni.id, userId: id('राहुल शर्मा'), role: 'admin' },
      { channelId: alumni.id, userId: id('હેમલતા દેસાઈ'), role: 'member' },
      { channelId: alumni.id, userId: id('જયેશ પટેલ'), role: 'member' },
      { channelId: alumni.id, userId: adminId, role: 'member' },
      { channelId: green.id, userId: id('Omar Sheikh'), role: 'admin' },
      { channelId: green.id, userId: id('செல்வி முருகன்'), role: 'member' },
      { channelId: music.id, userId: memberId, role: 'member' },
      { channelId: music.id, userId: id('Meera Iyer'), role: 'member' },
      ...(club
        ? [
            { channelId: club.id, userId: memberId, role: 'member' as const },
            { channelId: club.id, userId: id('செல்வி முருகன்'), role: 'member' as const },
          ]
        : []),
    ];
    const rows = memberships.filter(
      (row): row is typeof row & { userId: string } => row.userId !== null,
    );
    if (rows.length > 0) await tx.insert(channelMembers).values(rows).onConflictDoNothing();

    const pending = [
      ...(club
        ? [
            {
              channelId: club.id,
              userId: id('Omar Sheikh'),
              kind: 'request' as const,
              invitedBy: null,
            },
            {
              channelId: club.id,
              userId: id('જયેશ પટેલ'),
              kind: 'request' as const,
              invitedBy: null,
            },
          ]
        : []),
      { channelId: green.id, userId: memberId, kind: 'invite' as const, invitedBy: adminId },
    ].filter((row): row is typeof row & { userId: string } => row.userId !== null);
    if (pending.length > 0) await tx.insert(channelInvites).values(pending).onConflictDoNothing();

    const wallPosts = [
      {
        channelId: null,
        authorId: adminId,
        content:
          'Welcome to the community wall! Say hello and tell us what you would like to see this season.',
        createdAt: ago(60 * 50),
      },
      {
        channelId: null,
        authorId: id('Meera Iyer'),
        content: 'Hello everyone — the alumni channel is planning a reunion dinner. Join us there!',
        createdAt: ago(60 * 30),
      },
      {
        channelId: null,
        authorId: memberId,
        content: 'Who is coming to the Summer Cup final? Looking for a lift from Kothrud.',
        createdAt: ago(60 * 5),
      },
      {
        channelId: null,
        authorId: id('હેમલતા દેસાઈ'),
        content: 'Fresh mangoes at the food festival stall this weekend 🥭',
        createdAt: ago(45),
      },
      ...(club
        ? [
            {
              channelId: club.id,
              authorId: adminId,
              content: 'Nets practice moves to 7 am on Saturday. Bring water!',
              createdAt: ago(60 * 40),
            },
            {
              channelId: club.id,
              authorId: id('செல்வி முருகன்'),
              content: 'Great win yesterday. The scorecard is up in the match center.',
              createdAt: ago(60 * 20),
            },
            {
              channelId: club.id,
              authorId: memberId,
              content: 'Can someone share the fixture list for next week?',
              createdAt: ago(60 * 2),
            },
          ]
        : []),
      {
        channelId: alumni.id,
        authorId: id('Meera Iyer'),
        content:
          'Reunion dinner on the 14th. Please register on the event page so we can book the hall.',
        createdAt: ago(60 * 26),
      },
      {
        channelId: alumni.id,
        authorId: id('राहुल शर्मा'),
        content: 'Mentoring sign-ups are open: 30 minutes a month makes a difference.',
        createdAt: ago(60 * 8),
      },
      {
        channelId: green.id,
        authorId: id('Omar Sheikh'),
        content: 'We planted 120 saplings last month. Next drive: the river bank.',
        createdAt: ago(60 * 70),
      },
    ];
    await tx.insert(posts).values(wallPosts);

    await tx.insert(feedPosts).values([
      {
        title: 'Summer Cricket Cup: finals this weekend',
        content:
          'Six teams, fifteen league matches and a final under lights. Follow every ball in the match center.',
        imageUrl: null,
        link: null,
        isActive: true,
        channelId: club?.id ?? null,
        createdBy: adminId,
        createdAt: ago(60 * 3),
      },
      {
        title: 'Volunteers wanted for the food festival',
        content: 'Help at the welcome desk or a stall for two hours and get a festival T-shirt.',
        imageUrl: null,
        link: null,
        isActive: true,
        channelId: null,
        createdBy: adminId,
        createdAt: ago(60 * 12),
      },
      {
        title: 'Mentoring programme 2026',
        content:
          'Alumni mentors meet students once a month. Applications close at the end of the month.',
        imageUrl: null,
        link: 'https://example.org/mentoring',
        isActive: true,
        channelId: alumni.id,
        createdBy: id('राहुल शर्मा'),
        createdAt: ago(60 * 24),
      },
      {
        title: 'River bank clean-up',
        content: 'Gloves and bags provided. Meet at the boat club at 8 am.',
        imageUrl: null,
        link: null,
        isActive: true,
        channelId: green.id,
        createdBy: id('Omar Sheikh'),
        createdAt: ago(60 * 36),
      },
      {
        title: 'Monsoon picnic (cancelled)',
        content: 'The picnic is off because of the weather warning. We will announce a new date.',
        imageUrl: null,
        link: null,
        isActive: false,
        channelId: null,
        createdBy: adminId,
        createdAt: ago(60 * 48),
      },
      {
        title: 'Old kit sale',
        content: 'Last season’s kit at half price — sold out, thank you!',
        imageUrl: null,
        link: null,
        isActive: false,
        channelId: club?.id ?? null,
        createdBy: adminId,
        createdAt: ago(60 * 72),
      },
    ]);
  },
};
