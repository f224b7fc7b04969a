import type { DonationCurrency } from '@portal/contract';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row of admin overrides for the site identity. A null column means "use the default from
 * the environment", so changing SITE_PROFILE still works until an admin picks a value.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    tagline: text('tagline'),
    profile: text('profile', { enum: ['community', 'alumni'] }),
    logoUrl: text('logo_url'),
    organisationName: text('organisation_name'),
    organisationAddress: text('organisation_address'),
    receiptTaxText: text('receipt_tax_text'),
    // How to give without the online form (bank transfer, UPI), as the admin wrote it (null: none).
    otherWaysToGive: text('other_ways_to_give'),
    // ISO 3166 alpha-2: where a number written without a country code is from (null: India).
    defaultCountry: text('default_country'),
    // The language of readers who chose none and whose browser asks for none we speak (null: English).
    defaultLanguage: text('default_language'),
    // IANA zone new events take unless their organiser picks another (null: Asia/Kolkata).
    timeZone: text('time_zone'),
    // How long a paid ticket's place is held for its payment, in minutes (null: 15).
    ticketHoldMinutes: integer('ticket_hold_minutes'),
    // Who may join (issue 35): 'open', 'roster' or 'approval' (null: the profile's default).
    joinPolicy: text('join_policy'),
    // Whether opportunity posts wait for a site admin (issue 37; null: yes).
    opportunityModeration: boolean('opportunity_moderation'),
    // The Donate page's amounts per currency (issue 36 §5; null, or a currency absent: defaults).
    // Whether site admins must use two-step sign-in to act as admins (ADR 55; null: no).
    requireTwoFactorForAdmins: boolean('require_two_factor_for_admins'),
    donationPresets: jsonb('donation_presets').$type<Partial<Record<DonationCurrency, number[]>>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_settings_single_row', sql`${table.id} = 1`),
    check(
      'site_settings_ticket_hold',
      sql`${table.ticketHoldMinutes} is null or ${table.ticketHoldMinutes} between 1 and 1440`,
    ),
    check('site_settings_profile', sql`${table.profile} in ('community', 'alumni')`),
  ],
);
