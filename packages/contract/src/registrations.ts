import { z } from 'zod';
import { emailSchema } from './auth';
import { eventSchema } from './events';

/** Spec §5 and §8 registration texts, verbatim where the spec gives them. */
export const registrationMessages = {
  lettersOnly: 'Only letters are allowed',
  phoneFormat: 'Format: 1234567890',
  titleRequired: 'Title is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  duplicate: 'This email is already registered for this event.',
  closed: 'Registration is closed for this event.',
  submissionFailed: 'Submission failed.',
  ticketNotFound: 'This ticket link is not valid.',
  cancelled: 'Your registration has been cancelled.',
  alreadyCancelled: 'This registration was already cancelled.',
  checkedIn: 'Checked in.',
  notConfirmed: 'Only a confirmed registration can be checked in.',
} as const;

export const personTitles = ['Mr.', 'Ms.', 'Mrs.'] as const;
export const yesNo = ['yes', 'no'] as const;

const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40, 'At most 40 characters')
    // Letters, with the spaces, hyphens and apostrophes real names carry between them.
    .regex(/^\p{L}+(?:[ '’-]\p{L}+)*$/u, registrationMessages.lettersOnly);

const phoneField = z
  .string({ error: registrationMessages.phoneRequired })
  .trim()
  .min(1, registrationMessages.phoneRequired)
  .regex(/^\d{10}$/, registrationMessages.phoneFormat);

const emailField = z
  .string({ error: registrationMessages.emailRequired })
  .trim()
  .min(1, registrationMessages.emailRequired)
  .pipe(emailSchema);

const titleField = z.enum(personTitles, { error: registrationMessages.titleRequired });

const optionalInput = z.string().optional();

/**
 * POST /api/registration/{eventId}, spec §3 payload. Guest fields are checked only when hasGuest
 * is 'yes' and dropped otherwise (DESIGN §5.8), so what is stored is what was meant.
 */
export const registrationInputSchema = z
  .object({
    title: titleField,
    firstName: nameField(registrationMessages.firstNameRequired),
    lastName: nameField(registrationMessages.lastNameRequired),
    email: emailField,
    phone: phoneField,
    eventUpdates: z.enum(yesNo).default('yes'),
    hasGuest: z.enum(yesNo).default('no'),
    guestTitle: optionalInput,
    guestFirstName: optionalInput,
    guestLastName: optionalInput,
    guestEmail: optionalInput,
    guestPhone: optionalInput,
  })
  .superRefine((value, ctx) => {
    if (value.hasGuest !== 'yes') return;
    const guestRules = {
      guestTitle: titleField,
      guestFirstName: nameField(registrationMessages.firstNameRequired),
      guestLastName: nameField(registrationMessages.lastNameRequired),
      guestEmail: emailField,
      guestPhone: phoneField,
    };
    for (const [field, rule] of Object.entries(guestRules)) {
      const result = rule.safeParse(value[field as keyof typeof guestRules] ?? '');
      if (!result.success)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: result.error.issues[0]?.message ?? 'Invalid',
        });
    }
  })
  .transform(({ guestTitle, guestFirstName, guestLastName, guestEmail, guestPhone, ...rest }) =>
    rest.hasGuest === 'yes'
      ? {
          ...rest,
          guest: {
            title: guestTitle as (typeof personTitles)[number],
            firstName: (guestFirstName ?? '').trim(),
            lastName: (guestLastName ?? '').trim(),
            email: (guestEmail ?? '').trim().toLowerCase(),
            phone: (guestPhone ?? '').trim(),
          },
        }
      : { ...rest, guest: null },
  );
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type RegistrationParsed = z.output<typeof registrationInputSchema>;

export const registrationStatuses = ['confirmed', 'waitlisted', 'cancelled', 'checked_in'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const registrationResultSchema = z.object({
  message: z.string(),
  status: z.enum(['confirmed', 'waitlisted']),
  registrationId: z.string(),
  /** Place on the waiting list (1 = next in line), null when confirmed. */
  waitlistPosition: z.number().int().nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** A registration as the event dashboard lists it (spec §3 plus status and contact details). */
export const registrationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  hasGuest: z.boolean(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  wantsUpdates: z.boolean(),
  registrationDate: z.string(),
  status: z.enum(registrationStatuses),
  seats: z.number().int(),
  waitlistPosition: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /api/events/channel/{channelId} (spec) and GET /api/events/{id}/registrations. */
export const eventRegistrationsSchema = z.object({
  event: eventSchema.nullable(),
  registrations: z.array(registrationSchema),
});
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;

export const checkInBodySchema = z.object({ checkedIn: z.boolean() });

/** The secret from a confirmation email's links; sent in a body so it never lands in a log. */
export const ticketBodySchema = z.object({
  ticket: z.string().trim().min(20).max(100, registrationMessages.ticketNotFound),
});

/** What the holder of a ticket link (the attendee, or an organiser scanning it) sees. */
export const ticketSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  eventLocation: z.string(),
  name: z.string(),
  guestName: z.string().nullable(),
  seats: z.number().int(),
  status: z.enum(registrationStatuses),
  waitlistPosition: z.number().int().nullable(),
  /** True when the caller is signed in as someone who may check this ticket in. */
  canCheckIn: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketActionResultSchema = z.object({ message: z.string(), ticket: ticketSchema });
