import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Seeder } from '../../db/seed/run-seeders';
import { eventQuestions, eventTicketTypes, events, users } from '../../db/schema/index';
import { DEFAULT_SITE_TIME_ZONE } from '@portal/contract';

const day = 86_400_000;

/**
 * Issue 25's demo: a paid INR gala dinner with two ticket types and two questions (the meal
 * required). Buying needs Razorpay's keys (or the stand-in the e2e server starts); without them
 * the event shows its prices and registration answers 503 saying payments are not set up.
 */
export const demoTicketsSeeder: Seeder = {
  name: 'demo-paid-tickets',
  async run(tx) {
    const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.org'));
    const startsAt = new Date(Math.ceil(Date.now() / day) * day + 10 * day + 13.5 * 3_600_000);
    const [event] = await tx
      .insert(events)
      .values({
        title: 'Annual Gala Dinner',
        description:
          'An evening of dinner, awards and music for the whole community. Choose a ticket, tell us your meal, and pay securely online.',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
        timeZone: DEFAULT_SITE_TIME_ZONE,
        venueName: 'Riverside Banquet Hall',
        venueAddress: 'Boat Club Road, Pune 411001',
        capacity: 120,
        tags: ['gala', 'dinner'],
        createdBy: admin?.id ?? null,
      })
      .returning({ id: events.id });
    const [standard, student] = [randomUUID(), randomUUID()];
    await tx.insert(eventTicketTypes).values([
      {
        id: standard,
        eventId: event!.id,
        position: 0,
        name: 'Dinner',
        priceAmount: 149_900,
        currency: 'INR',
        capacity: 100,
      },
      {
        id: student,
        eventId: event!.id,
        position: 1,
        name: 'Student',
        description: 'For students with a valid college ID.',
        priceAmount: 49_900,
        currency: 'INR',
        capacity: 20,
      },
    ]);
    await tx.insert(eventQuestions).values([
      {
        id: randomUUID(),
        eventId: event!.id,
        position: 0,
        label: 'Meal preference',
        type: 'select',
        required: true,
        options: [
          { value: 'veg', label: 'Veg' },
          { value: 'non-veg', label: 'Non-veg' },
          { value: 'jain', label: 'Jain' },
        ],
      },
      {
        id: randomUUID(),
        eventId: event!.id,
        position: 1,
        label: 'Batch year',
        type: 'number',
        required: false,
      },
    ]);
  },
};
