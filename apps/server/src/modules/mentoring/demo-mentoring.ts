import type { Industry, MentoringStatus } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { mentoringFeedback, mentoringRequests, mentorProfiles, users } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';
import { demoLogins } from '../auth/demo-accounts';
import { DEMO_ALUMNI, demoAlumnus } from '../joining/demo-alumni';

/** What a mentor in each industry offers (demo content only, written as members would). */
const topicsOf: Partial<Record<Industry, string[]>> = {
  accounting: ['Chartered accountancy', 'Tax careers'],
  banking: ['Careers in finance', 'Investment banking interviews'],
  consulting: ['Case interviews', 'Consulting careers'],
  education: ['Teaching careers', 'Higher studies abroad'],
  engineering: ['Core engineering jobs', 'GATE preparation'],
  healthcare: ['Medicine and public health', 'Hospital management'],
  it: ['Data science', 'Software interviews', 'Startups'],
  legal: ['Law school', 'Corporate law'],
  media: ['Journalism', 'Content and design'],
  pharma: ['Pharma research', 'Regulatory affairs'],
  research: ['PhD applications', 'Research careers'],
  retail: ['Starting a business', 'Retail and e-commerce'],
  government: ['Civil services preparation', 'Public policy'],
  manufacturing: ['Operations and supply chain', 'Family business'],
  energy: ['Renewable energy careers', 'Core engineering jobs'],
  telecom: ['Telecom networks', 'Software interviews'],
};

const DAY = 86_400_000;

/**
 * Mentoring on the alumni demo (issue 37): a dozen verified alumni of different industries offer
 * mentoring, one of them paused and one full, and the demo member mentors too, with requests in
 * every state (one waiting in their inbox). Feedback is stored for the completed ones.
 */
export const demoMentoringSeeder: Seeder = {
  name: 'demo-mentoring',
  profiles: ['alumni'],
  async run(tx) {
    const chosen: { email: string; topics: string[] }[] = [];
    const seen = new Set<Industry>();
    for (let i = 0; i < DEMO_ALUMNI && chosen.length < 12; i += 1) {
      const person = demoAlumnus(i);
      const topics = topicsOf[person.industry];
      if (person.membershipStatus !== 'verified' || seen.has(person.industry) || !topics) continue;
      seen.add(person.industry);
      chosen.push({ email: person.email, topics });
    }
    const member = demoLogins.find((login) => !login.isAdmin)!;
    const emails = [...chosen.map((c) => c.email), member.email];
    const rows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    const mentors = chosen.flatMap((c, k) => {
      const userId = idOf.get(c.email);
      return userId
        ? [
            {
              userId,
              offering: true,
              topics: c.topics,
              about: `Happy to share what I have learnt about ${c.topics[0]!.toLowerCase()} with students and younger alumni. A call a fortnight works best for me.`,
              capacity: k % 3 === 0 ? 2 : 3,
              paused: k === 5,
            },
          ]
        : [];
    });
    const ravi = idOf.get(member.email);
    if (ravi)
      mentors.push({
        userId: ravi,
        offering: true,
        topics: ['Coaching', 'Sports management'],
        about: 'I coach the school cricket team; ask me about careers in sport.',
        capacity: 3,
        paused: false,
      });
    if (mentors.length === 0) return;
    await tx.insert(mentorProfiles).values(mentors).onConflictDoNothing();

    // Mentees: other verified alumni, not mentors themselves.
    const menteeEmails = Array.from({ length: 40 }, (_, k) => demoAlumnus(100 + k))
      .filter((p) => p.membershipStatus === 'verified')
      .map((p) => p.email);
    const mentees = (
      await tx.select({ id: users.id }).from(users).where(inArray(users.email, menteeEmails))
    ).map((row) => row.id);
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const plan: {
      mentor: number;
      status: MentoringStatus;
      daysAgo: number;
      reason?: string;
    }[] = [
      { mentor: 0, status: 'accepted', daysAgo: 20 },
      { mentor: 0, status: 'accepted', daysAgo: 12 },
      { mentor: 1, status: 'requested', daysAgo: 1 },
      { mentor: 1, status: 'requested', daysAgo: 4 },
      { mentor: 2, status: 'completed', daysAgo: 90 },
      { mentor: 2, status: 'completed', daysAgo: 60 },
      { mentor: 3, status: 'declined', daysAgo: 10, reason: 'Travelling for work this month' },
      { mentor: 5, status: 'declined', daysAgo: 8, reason: 'paused' },
      { mentor: 4, status: 'withdrawn', daysAgo: 6 },
      { mentor: 6, status: 'expired', daysAgo: 30 },
      {
        mentor: 7,
        status: 'cancelled',
        daysAgo: 40,
        reason: 'We could not find a time that suited us both',
      },
      { mentor: 8, status: 'accepted', daysAgo: 5 },
      // The demo member's inbox: one waiting, one active.
      { mentor: mentors.length - 1, status: 'requested', daysAgo: 2 },
      { mentor: mentors.length - 1, status: 'accepted', daysAgo: 15 },
    ];
    const values = plan.flatMap((item, k) => {
      const mentor = mentors[Math.min(item.mentor, mentors.length - 1)];
      const menteeId = mentees[k % Math.max(1, mentees.length)];
      if (!mentor || !menteeId || menteeId === mentor.userId) return [];
      const created = at(item.daysAgo);
      const answered = item.status === 'requested' ? null : at(Math.max(0, item.daysAgo - 2));
      return [
        {
          mentorId: mentor.userId,
          menteeId,
          topic: mentor.topics[k % mentor.topics.length]!,
          message:
            'I am in my final year and would value an hour of your time on how to get started in this field.',
          status: item.status,
          createdAt: created,
          expiresAt: new Date(created.getTime() + 14 * DAY),
          remindersSent: item.status === 'requested' && item.daysAgo >= 3 ? 1 : 0,
          answeredAt: item.status === 'expired' ? at(item.daysAgo - 14) : answered,
          endedAt:
            item.status === 'completed' || item.status === 'cancelled'
              ? at(Math.max(0, item.daysAgo - 30))
              : null,
          reason: item.reason ?? null,
        },
      ];
    });
    if (values.length === 0) return;
    const inserted = await tx
      .insert(mentoringRequests)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: mentoringRequests.id, status: mentoringRequests.status });
    const completed = inserted.filter((row) => row.status === 'completed');
    if (completed.length > 0)
      await tx.insert(mentoringFeedback).values(
        completed.flatMap((row) => [
          { requestId: row.id, side: 'mentee', rating: 5, comment: 'Practical and kind advice.' },
          { requestId: row.id, side: 'mentor', rating: 4, comment: null },
        ]),
      );
  },
};
