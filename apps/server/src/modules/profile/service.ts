import type { ProfileUpdate } from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { verifyPassword } from '../auth/password';
import { conflictingField, type UserRow } from '../auth/repository';
import { takenMessages } from '../auth/messages';
import { profileMessages } from './messages';
import { PICTURE_PREFIX } from './picture-store';
import * as profiles from './repository';
import { getDefaultCountry } from '../site/repository';

/** The saved row as a profile; a row that vanished mid-request (account deleted) is a 404. */
export async function savedProfile(db: Database, user: UserRow | undefined) {
  if (!user) throw new HttpError(404, 'not_found', profileMessages.userNotFound);
  return profiles.toProfile(user, await getDefaultCountry(db));
}

const { passwordForEmail, notYourPicture } = profileMessages;

export async function saveProfile(db: Database, user: UserRow, update: ProfileUpdate) {
  // An uploaded picture is set by uploading it. Naming someone else's upload here would make it
  // ours, and deleting or replacing ours would then delete theirs.
  if (update.imageUrl?.startsWith(PICTURE_PREFIX) && update.imageUrl !== user.imageUrl)
    throw new HttpError(400, 'validation', notYourPicture, { imageUrl: notYourPicture });
  if (update.email !== user.email) {
    const confirmed =
      update.currentPassword !== undefined &&
      (await verifyPassword(update.currentPassword, user.passwordHash ?? ''));
    if (!confirmed)
      throw new HttpError(400, 'validation', passwordForEmail, {
        currentPassword: passwordForEmail,
      });
  }
  try {
    return await savedProfile(db, await profiles.updateProfile(db, user.id, update));
  } catch (error) {
    const field = conflictingField(error);
    if (!field) throw error;
    throw new HttpError(409, 'duplicate', takenMessages[field], { [field]: takenMessages[field] });
  }
}
