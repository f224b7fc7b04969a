import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export interface SocialLinks {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  whatsapp?: string;
  linkedin?: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased; unique so two accounts never share an address.
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    // Null for a member added by an admin until they set one from the invitation link.
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    imageUrl: text('image_url'),
    bio: text('bio'),
    address: text('address'),
    businessName: text('business_name'),
    businessEmail: text('business_email'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    businessAddress: text('business_address'),
    businessRole: text('business_role'),
    // Whether other members may see these in the directory (site admins always can).
    sharePhone: boolean('share_phone').notNull().default(false),
    // True for new accounts since issue 35: the email's default visibility is `members`.
    shareEmail: boolean('share_email').notNull().default(true),
    socialMedia: jsonb('social_media').$type<SocialLinks>().notNull().default({}),
    emailUpdates: boolean('email_updates').notNull().default(true),
    // The alumni network (issue 35): graduation year, course and career; see @portal/contract alumni.
    batch: integer('batch'),
    course: text('course'),
    jobTitle: text('job_title'),
    industry: text('industry'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openTo: text('open_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Who may see each group of fields: { email, mobile, address, location, career, social }.
    visibility: jsonb('visibility')
      .$type<Record<string, string>>()
      .notNull()
      .default(
        sql`'{"email":"members","mobile":"private","address":"private","location":"members","career":"members","social":"members"}'::jsonb`,
      ),
    // 'verified', 'pending' or 'rejected' (the site's join policy decides a sign-up's start).
    membershipStatus: text('membership_status').notNull().default('verified'),
    membershipDecidedAt: timestamp('membership_decided_at', { withTimezone: true }),
    membershipNote: text('membership_note'),
    // The name in Latin letters (transliterated from Devanagari or Gujarati), lower-cased and
    // without accents, written by the server with the name: "rahul" finds "राहुल".
    nameSearch: text('name_search').notNull().default(''),
    // The career group's texts in one column, lower-cased and without accents (search_fold,
    // migration 0030), for the directory's `q` (ADR 51).
    careerSearch: text('career_search').generatedAlwaysAs(
      sql`search_fold(coalesce(job_title, '') || ' ' || coalesce(business_name, '') || ' ' || skills_text(skills))`,
    ),
    // The city as search_fold reads it, stored, so a search or filter never folds it row by row.
    citySearch: text('city_search').generatedAlwaysAs(sql`search_fold(city)`),
    // The interface language they chose (DESIGN §7): 'en', 'hi' or 'gu'; null until they choose.
    language: text('language'),
    // Two-step sign-in is on (ADR 55): the secret and recovery codes live in their own tables, so
    // a user row read everywhere never carries them. A column here, so a change notifies sessions.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the member deleted their account (ADR 57): the row then holds a pseudonym only,
    // its personal fields wait in account_deletions until restored or erased.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_key').on(table.mobile),
    index('users_batch_idx').on(table.batch),
    index('users_membership_idx').on(table.membershipStatus),
    index('users_name_search_trgm_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
    // The directory (ADR 51): its page order, and what `q` matches beside the name.
    index('users_directory_order_idx')
      .on(table.nameSearch, table.id)
      .where(sql`${table.membershipStatus} = 'verified'`),
    index('users_career_search_trgm_idx').using('gin', sql`${table.careerSearch} gin_trgm_ops`),
    index('users_city_trgm_idx').using('gin', sql`${table.citySearch} gin_trgm_ops`),
    index('users_country_idx').on(table.country),
    index('users_industry_idx').on(table.industry),
    index('users_open_to_idx').using('gin', table.openTo),
  ],
);

/** Bearer sessions: only a SHA-256 of the token is kept, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // What the session list shows (ADR 55): the browser's user agent as sent at sign-in, cut to
    // 300 characters, and the coarse network of the address (/24 IPv4, /48 IPv6), never the address.
    userAgent: text('user_agent'),
    network: text('network'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** Fixed-window counters for brute-force limits, shared by every server process. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  count: integer('count').notNull().default(0),
});

/**
 * Secrets the portal makes for itself on first use and every process shares (issue 21 §4: the
 * key that signs registration challenges). Kept in the database so N processes agree on them
 * without an operator having to set one more variable.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
