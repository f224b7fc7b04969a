import type { AccountSettingsUpdate, Language, Profile, ProfileUpdate } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, users } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';

const blankToNull = (value: string | undefined) =>
  value === undefined || value === '' ? null : value;

export const toProfile = (user: UserRow): Profile => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
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
});

// Directory fields a spec client may not send: absent means unchanged.
const directoryFields = ['city', 'state', 'country', 'businessAddress', 'businessRole'] as const;

export async function updateProfile(db: Database, userId: string, update: ProfileUpdate) {
  const socialMedia = Object.fromEntries(
    Object.entries(update.socialMedia ?? {}).filter(([, value]) => value),
  );
  const [user] = await db
    .update(users)
    .set({
      name: update.name,
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

export async function saveSettings(db: Database, userId: string, settings: AccountSettingsUpdate) {
  const [user] = await db
    .update(users)
    .set({ ...settings, updatedAt: sql`now()` })
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
export async function deleteAccount(db: Database, user: UserRow) {
  await db.transaction(async (tx) => {
    await tx.delete(outbox).where(eq(outbox.toAddress, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
