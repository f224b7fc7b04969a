import {
  specMobile,
  type AccountSettingsUpdate,
  type Language,
  type Profile,
  type ProfileUpdate,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';
import { withNameSearch } from '../../db/name-search';
import { readIndustry, readMembership, readOpenTo, readVisibility } from './alumni-fields';

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** `siteCountry`: the site's default country, which decides the spec form of `mobile`. */
export const toProfile = (user: UserRow, siteCountry: string): Profile => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  mobile: specMobile(user.mobile, siteCountry),
  mobileE164: user.mobile,
  imageUrl: user.imageUrl,
  bio: user.bio,
  address: user.address,
  businessName: user.businessName,
  businessEmail: user.businessEmail,
  city: user.city,
  state: user.state,
  country: user.country,
  businessAddress: user.businessAddress,
  businessRole: user.businessRole,
  socialMedia: user.socialMedia,
  isAdmin: user.isAdmin,
  emailUpdates: user.emailUpdates,
  sharePhone: user.sharePhone,
  shareEmail: user.shareEmail,
  batch: user.batch,
  course: user.course,
  jobTitle: user.jobTitle,
  industry: readIndustry(user.industry),
  skills: user.skills,
  openTo: readOpenTo(user.openTo),
  visibility: readVisibility(user.visibility),
  membershipStatus: readMembership(user.membershipStatus),
});

// The alumni fields (issue 35): absent means unchanged, null clears.
const alumniFields = ['batch', 'course', 'jobTitle', 'industry', 'skills', 'openTo'] as const;

/**
 * The visibility groups sent, merged into what is stored; `sharePhone` and `shareEmail` (the
 * spec's Account Settings) follow the mobile and email groups: shared ⇔ not private.
 */
function visibilityChanges(visibility: ProfileUpdate['visibility']) {
  const sent = Object.fromEntries(
    Object.entries(visibility ?? {}).filter(([, level]) => level !== undefined),
  );
  if (Object.keys(sent).length === 0) return {};
  return {
    visibility: sql`${users.visibility} || ${JSON.stringify(sent)}::jsonb`,
    ...(sent.mobile === undefined ? {} : { sharePhone: sent.mobile !== 'private' }),
    ...(sent.email === undefined ? {} : { shareEmail: sent.email !== 'private' }),
  };
}

// Directory fields a spec client may not send: absent means unchanged.
const directoryFields = ['city', 'state', 'country', 'businessAddress', 'businessRole'] as const;

export async function updateProfile(db: Database, userId: string, update: ProfileUpdate) {
  const socialMedia = Object.fromEntries(
    Object.entries(update.socialMedia ?? {}).filter(([, value]) => value),
  );
  const [user] = await db
    .update(users)
    .set({
      ...withNameSearch({ name: update.name }),
      email: update.email,
      mobile: update.mobile,
      bio: blankToNull(update.bio),
      address: blankToNull(update.address),
      businessName: blankToNull(update.businessName),
      businessEmail: blankToNull(update.businessEmail),
      ...Object.fromEntries(
        directoryFields
          .filter((field) => update[field] !== undefined)
          .map((field) => [field, blankToNull(update[field])]),
      ),
      // Absent means unchanged: a client that does not send the links must not erase them.
      ...(update.socialMedia === undefined ? {} : { socialMedia }),
      ...(update.imageUrl === undefined ? {} : { imageUrl: blankToNull(update.imageUrl) }),
      ...Object.fromEntries(
        alumniFields
          .filter((field) => update[field] !== undefined)
          .map((field) => [field, update[field]]),
      ),
      ...visibilityChanges(update.visibility),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

export async function setPicture(db: Database, userId: string, imageUrl: string | null) {
  const [user] = await db
    .update(users)
    .set({ imageUrl, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** A group's level once its spec setting is saved: shared keeps a shared level, else `members`. */
const sharedLevel = (group: 'mobile' | 'email', share: boolean | undefined) =>
  share === undefined
    ? sql``
    : share
      ? sql` || jsonb_build_object(${group}::text, case when ${users.visibility}->>${group}::text = 'private' then 'members' else ${users.visibility}->>${group}::text end)`
      : sql` || jsonb_build_object(${group}::text, 'private')`;

/**
 * The spec's Account Settings. `sharePhone`/`shareEmail` move the mobile and email visibility
 * with them (issue 35): off is `private`; on is `members` unless already shared some way.
 */
export async function saveSettings(db: Database, userId: string, settings: AccountSettingsUpdate) {
  const [user] = await db
    .update(users)
    .set({
      ...settings,
      visibility: sql`${users.visibility}${sharedLevel('mobile', settings.sharePhone)}${sharedLevel('email', settings.shareEmail)}`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** The member's language (DESIGN §7): it chooses their answers and emails from now on. */
export async function setLanguage(db: Database, userId: string, language: Language) {
  await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Removes the account, its sessions and reset tokens (cascade) and mail addressed to it. */
