import { z } from 'zod';
import { emailSchema } from './auth';
import { personNameField, phoneCountrySchema, phoneTextField } from './people';
import { normalisePersonName } from './person-name';
import { phoneMessages, toE164 } from './phone';
import { eventSchema } from './events';
import { answersInputSchema, answersSchema } from './tickets';

/** Spec §5 and §8 registration texts, verbatim where the spec gives them. */
export const registrationMessages = {
  lettersOnly: 'Only letters are allowed',
  phoneFormat: phoneMessages.invalid,
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
  invalid: 'Invalid',
} as const;

/** The spec's three, Dr., and `none` for "prefer not to say" (issue 36): never shown before a name. */
export const personTitles = ['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'none'] as const;
export type PersonTitle = (typeof personTitles)[number];

/** "Dr. Asha Rao", or just "Asha Rao" for someone who preferred not to give a title. */
export const titledName = (title: string, name: string) =>
  title && title !== 'none' ? `${title} ${name}` : name;
export const yesNo = ['yes', 'no'] as const;

const nameField = (required: string) =>
  personNameField({ required, invalid: registrationMessages.lettersOnly });

const phoneField = phoneTextField(registrationMessages.phoneRequired);

const emailField = z
  .string({ error: registrationMessages.emailRequired })
  .trim()
  .min(1, registrationMessages.emailRequired)
  .pipe(emailSchema);

const titleField = z.enum(personTitles, { error: registrationMessages.titleRequired });

const optionalInput = z.string().optional();

/**
 * POST /api/registration/{eventId}, spec §3 payload. Guest fields are checked only when hasGuest
 * is 'yes' and dropped otherwise (DESIGN §5.8), so what is stored is what was meant. Phones leave
 * in E.164, read in `country` (the guest's in `guestCountry`, else `country`; default the site's).
 */
export const registrationInputSchema = z
  .object({
    title: titleField,
    firstName: nameField(registrationMessages.firstNameRequired),
    lastName: nameField(registrationMessages.lastNameRequired),
    email: emailField,
    phone: phoneField,
    /** The country of numbers written without a country code; default the site's. */
    country: phoneCountrySchema.optional(),
    /** The guest's, when it differs from `country`. */
    guestCountry: phoneCountrySchema.optional(),
    eventUpdates: z.enum(yesNo).default('yes'),
    hasGuest: z.enum(yesNo).default('no'),
    guestTitle: optionalInput,
    guestFirstName: optionalInput,
    guestLastName: optionalInput,
    guestEmail: optionalInput,
    guestPhone: optionalInput,
    /** Issue 25: the ticket type chosen; required when the event has any. */
    ticketTypeId: z.string().trim().max(100).optional(),
    /** Issue 25: `{ <question _id>: value }`, checked against the event's questions. */
    answers: answersInputSchema,
    /** Issue 25 §3: a promo code; the discount is computed on the server only. */
    promoCode: z.string().trim().max(60).optional(),
  })
  .superRefine(
    (value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (typeof value.phone === 'string' && value.phone && !toE164(value.phone, value.country))
        issue('phone', registrationMessages.phoneFormat);
      if (value.hasGuest !== 'yes') return;
      // A guest needs a name; their email and phone are checked only when given (issue 36).
      const guestEmailText = typeof value.guestEmail === 'string' ? value.guestEmail.trim() : '';
      const guestRules = {
        guestTitle: titleField,
        guestFirstName: nameField(registrationMessages.firstNameRequired),
        guestLastName: nameField(registrationMessages.lastNameRequired),
        ...(guestEmailText ? { guestEmail: emailField } : {}),
      };
      for (const [field, rule] of Object.entries(guestRules)) {
        const result = rule.safeParse(value[field as keyof typeof guestRules] ?? '');
        if (!result.success)
          issue(field, result.error.issues[0]?.message ?? registrationMessages.invalid);
      }
      // The rules above have said what is wrong with a guest phone that is not text at all.
      const guestPhone = typeof value.guestPhone === 'string' ? value.guestPhone.trim() : '';
      if (guestPhone && !toE164(guestPhone, value.guestCountry ?? value.country))
        issue('guestPhone', registrationMessages.phoneFormat);
      // Run even when another field has failed, so the form shows every message at once.
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform(
    ({
      guestTitle,
      guestFirstName,
      guestLastName,
      guestEmail,
      guestPhone,
      guestCountry,
      ...rest
    }) => {
      // The checks above passed, so every number here is valid.
      const e164 = (text: string | undefined, country: string | undefined) =>
        toE164(text ?? '', country) ?? '';
      const name = (text: string | undefined) => normalisePersonName(text ?? '');
      return {
        ...rest,
        phone: e164(rest.phone, rest.country),
        guest:
          rest.hasGuest === 'yes'
            ? {
                title: guestTitle as PersonTitle,
                firstName: name(guestFirstName),
                lastName: name(guestLastName),
                email: (guestEmail ?? '').trim().toLowerCase(),
                phone: e164(guestPhone, guestCountry ?? rest.country),
              }
            : null,
      };
    },
  );
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type RegistrationParsed = z.output<typeof registrationInputSchema>;

export const registrationStatuses = [
  'awaiting_payment',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
  'refunded',
  'checked_in',
] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * The header carrying the registration form's proof of work (issue 21 §4, ADR 33): base64 of
 * ALTCHA's `{ challenge, solution }` JSON for a challenge from GET /api/registration/challenge.
 * Optional: a client without it (one written to the spec) may still register a handful.
 */
export const REGISTRATION_PROOF_HEADER = 'x-registration-proof';

/** GET /api/registration/challenge: an ALTCHA (v2) challenge, signed, for one registration. */
export const registrationChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type RegistrationChallenge = z.infer<typeof registrationChallengeSchema>;

/** What Razorpay Checkout needs to take a paid ticket's payment (issue 25). */
export const ticketPaymentSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  keyId: z.string(),
});
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;

export const registrationResultSchema = z.object({
  message: z.string(),
  status: z.enum(['confirmed', 'waitlisted', 'awaiting_payment']),
  /** A paid ticket: the place is held until then, for the payment. */
  holdExpiresAt: z.string().optional(),
  payment: ticketPaymentSchema.optional(),
  /** The ticket link's secret, for a paid ticket's page to show it once paid. */
  ticket: z.string().optional(),
  registrationId: z.string(),
  /** Place on the waiting list (1 = next in line), null when confirmed. */
  waitlistPosition: z.number().int().nullable(),
  /** Where the confirmation went, as stored (lower case). */
  email: z.string(),
  /** The guest registered with them ("Mrs. Asha Rao"), or null. */
  guestName: z.string().nullable(),
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
  /** Issue 25: the ticket type, what was paid (null: nothing yet or free) and the answers. */
  ticketTypeId: z.string().nullable().optional(),
  ticketTypeName: z.string().nullable().optional(),
  amountPaid: z.object({ amount: z.number().int(), currency: z.string() }).nullable().optional(),
  holdExpiresAt: z.string().nullable().optional(),
  answers: answersSchema.optional(),
  /** Issue 25 §3: the promo code taken and the discount it gave (null: none). */
  promoCode: z.string().nullable().optional(),
  discount: z.object({ amount: z.number().int(), currency: z.string() }).nullable().optional(),
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
/**
 * A QR code drawn as an SVG path: `size` modules a side, the dark ones in `path` (one unit a
 * module), for a page to draw at any size with its own quiet zone.
 */
export const qrCodeSchema = z.object({
  size: z.number().int().positive(),
  path: z.string(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

export const ticketSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  /** The event's IANA zone: its time is shown there, named (issue 19). */
  eventTimeZone: z.string(),
  eventLocation: z.string(),
  name: z.string(),
  guestName: z.string().nullable(),
  seats: z.number().int(),
  status: z.enum(registrationStatuses),
  waitlistPosition: z.number().int().nullable(),
  /** True when the caller is signed in as someone who may check this ticket in. */
  canCheckIn: z.boolean(),
  /** Issue 25 §4: what was paid (null: free or not yet), and whether the holder may refund now. */
  amountPaid: z.object({ amount: z.number().int(), currency: z.string() }).nullable().optional(),
  refundableUntil: z.string().nullable().optional(),
  canRefund: z.boolean().optional(),
  /** The ticket link as a QR code, the one the confirmation email attaches (issue 36). */
  qr: qrCodeSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * A signed-in member's own live registration for an event (made while signed in), with the
 * ticket secret: it is the same link their confirmation email holds, handed only to them.
 */
export const myRegistrationSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  guestName: z.string().nullable(),
  seats: z.number().int(),
  status: z.enum(['awaiting_payment', 'confirmed', 'waitlisted', 'checked_in']),
  waitlistPosition: z.number().int().nullable(),
  registrationDate: z.string(),
  ticket: z.string(),
  /** A held paid place (awaiting_payment) still within its hold: pay for it on the same order. */
  holdExpiresAt: z.string().optional(),
  payment: ticketPaymentSchema.optional(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** GET /api/events/{id}/my-registrations: newest first; empty when they have none. */
export const myRegistrationsSchema = z.object({ registrations: z.array(myRegistrationSchema) });
export type MyRegistrations = z.infer<typeof myRegistrationsSchema>;

/**
 * One of the signed-in member's registrations on "My tickets" (issue 36): every one they made
 * signed in, past and upcoming, whatever became of it. `qr` only while it admits them at the
 * door (confirmed or checked in, the event not over): a past or cancelled one has no code to show.
 */
export const myTicketSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  eventEndDate: z.string(),
  eventTimeZone: z.string(),
  eventLocation: z.string(),
  name: z.string(),
  guestName: z.string().nullable(),
  seats: z.number().int(),
  status: z.enum(registrationStatuses),
  waitlistPosition: z.number().int().nullable(),
  ticket: z.string(),
  qr: qrCodeSchema.nullable(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;

/** Upcoming first (soonest first), then past (latest first), at most `myTicketsLimit`. */
export const myTicketsSchema = z.object({ tickets: z.array(myTicketSchema) });
export type MyTickets = z.infer<typeof myTicketsSchema>;
export const myTicketsLimit = 200;

export const ticketActionResultSchema = z.object({ message: z.string(), ticket: ticketSchema });
