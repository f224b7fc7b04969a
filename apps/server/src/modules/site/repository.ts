import {
  DEFAULT_LANGUAGE,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_SITE_TIME_ZONE,
  defaultDonationPresets,
  donationCurrencies,
  type DonationCurrency,
  isLanguage,
  isPhoneCountry,
  canonicalZone,
  isTimeZone,
  joinPolicies,
  type JoinPolicy,
  type Language,
  type Site,
  type SiteSettings,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';
import { translate } from '../../i18n/translate';
import { taglineMessages } from './messages';

export interface SiteDefaults {
  name: string;
  profile: Site['profile'];
  webVitalsSampleRate: number;
}

/**
 * Admin overrides win; anything not overridden comes from the environment's defaults. The default
 * tagline is the portal's own words, in `language`; what an admin wrote stays as written.
 */
export async function getSite(
  db: Database,
  defaults: SiteDefaults,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Site> {
  const [row] = await db.select().from(siteSettings).limit(1);
  const profile = row?.profile ?? defaults.profile;
  return {
    name: row?.name ?? defaults.name,
    tagline: row?.tagline ?? translate(language, taglineMessages[profile]),
    profile,
    logoUrl: row?.logoUrl ?? null,
    defaultCountry: row?.defaultCountry ?? DEFAULT_PHONE_COUNTRY,
    timeZone: zoneOf(row?.timeZone) ?? DEFAULT_SITE_TIME_ZONE,
    webVitalsSampleRate: defaults.webVitalsSampleRate,
    joinPolicy: joinPolicyOf(row?.joinPolicy, profile),
  };
}

/**
 * Who may join (issue 35, ADR 52): the admin's choice, else the profile's default. A community
 * site lets everyone in as before; an alumni site lets in who is on its roster and holds the rest.
 */
export const joinPolicyOf = (stored: string | null | undefined, profile: Site['profile']) =>
  joinPolicies.find((policy) => policy === stored) ?? (profile === 'alumni' ? 'roster' : 'open');

/** The join policy in effect, read at each sign-up (an admin's change applies at once). */
export async function getJoinPolicy(
  db: Database,
  defaultProfile: Site['profile'],
): Promise<JoinPolicy> {
  const [row] = await db
    .select({ joinPolicy: siteSettings.joinPolicy, profile: siteSettings.profile })
    .from(siteSettings)
    .limit(1);
  return joinPolicyOf(row?.joinPolicy, row?.profile ?? defaultProfile);
}

/** The admin's overrides as stored (null: the environment's default applies). */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return {
    name: row?.name ?? null,
    tagline: row?.tagline ?? null,
    profile: row?.profile ?? null,
    logoUrl: row?.logoUrl ?? null,
    organisationName: row?.organisationName ?? null,
    organisationAddress: row?.organisationAddress ?? null,
    receiptTaxText: row?.receiptTaxText ?? null,
    otherWaysToGive: row?.otherWaysToGive ?? null,
    defaultCountry: isPhoneCountry(row?.defaultCountry) ? row.defaultCountry : null,
    defaultLanguage: isLanguage(row?.defaultLanguage) ? row.defaultLanguage : null,
    timeZone: zoneOf(row?.timeZone) ?? null,
    ticketHoldMinutes: row?.ticketHoldMinutes ?? null,
    joinPolicy: joinPolicies.find((policy) => policy === row?.joinPolicy) ?? null,
    opportunityModeration: row?.opportunityModeration ?? null,
    requireTwoFactorForAdmins: row?.requireTwoFactorForAdmins ?? null,
    donationPresets: row?.donationPresets ?? null,
  };
}

/** The Donate page's amounts: the admin's per currency, else the defaults (issue 36 §5). */
export function donationPresetsOf(
  stored: SiteSettings['donationPresets'],
): Record<DonationCurrency, number[]> {
  return Object.fromEntries(
    donationCurrencies.map((currency) => [
      currency,
      [...(stored?.[currency] ?? defaultDonationPresets[currency])],
    ]),
  ) as Record<DonationCurrency, number[]>;
}

/** Whether members' opportunity posts wait for a site admin (issue 37): on unless turned off. */
export async function getOpportunityModeration(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ moderation: siteSettings.opportunityModeration })
    .from(siteSettings)
    .limit(1);
  return row?.moderation ?? true;
}

/** A stored zone the runtime still knows (a zone can leave the IANA database); else none. */
// By its current name, however it was saved (Asia/Calcutta is Asia/Kolkata, issue 36).
const zoneOf = (value: string | null | undefined) =>
  value && isTimeZone(value) ? canonicalZone(value) : undefined;

/**
 * The zone new events take unless their organiser picks another (issue 19). Existing events keep
 * their own: this is read only when an event is created.
 */
export async function getSiteTimeZone(db: Database): Promise<string> {
  const [row] = await db.select({ timeZone: siteSettings.timeZone }).from(siteSettings).limit(1);
  return zoneOf(row?.timeZone) ?? DEFAULT_SITE_TIME_ZONE;
}

/** The country a phone number written without a country code is read in (DESIGN §5.22). */
export async function getDefaultCountry(db: Database): Promise<string> {
  const [row] = await db
    .select({ defaultCountry: siteSettings.defaultCountry })
    .from(siteSettings)
    .limit(1);
  return row?.defaultCountry ?? DEFAULT_PHONE_COUNTRY;
}

export async function saveSiteSettings(
  db: Database,
  settings: SiteSettings,
): Promise<SiteSettings> {
  const values = {
    ...settings,
    // Blank is "none" (null), as the form sends it; absent (undefined) leaves the column as it is.
    otherWaysToGive: settings.otherWaysToGive === '' ? null : settings.otherWaysToGive,
    updatedAt: new Date(),
  };
  await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
  return getSiteSettings(db);
}

/** The language of readers who chose none and whose browser asks for none we speak (DESIGN §7). */
export async function getDefaultLanguage(db: Database): Promise<Language> {
  const [row] = await db
    .select({ defaultLanguage: siteSettings.defaultLanguage })
    .from(siteSettings)
    .limit(1);
  return isLanguage(row?.defaultLanguage) ? row.defaultLanguage : DEFAULT_LANGUAGE;
}

/** How long a paid ticket's place is held for its payment (issue 25); 15 minutes unless set. */
export async function getTicketHoldMinutes(db: Database): Promise<number> {
  const [row] = await db
    .select({ minutes: siteSettings.ticketHoldMinutes })
    .from(siteSettings)
    .limit(1);
  return row?.minutes ?? 15;
}
