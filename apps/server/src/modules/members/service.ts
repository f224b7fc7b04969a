import {
  formatPhone,
  memberMessages,
  phoneCountry,
  specMobile,
  type Member,
  type MemberInput,
  type MemberUpdate,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as accounts from '../auth/repository';
import type { UserRow } from '../auth/repository';
import type { Viewer } from '../channels/access';
import { isUuid } from '../events/access';
import { textIn, withValues } from '../../i18n/server-text';
import type { Mailer } from '../mail/mailer';
import { getDefaultCountry, getDefaultLanguage } from '../site/repository';
import { invitationMailMessages } from './messages';
import { deleteMemberAccount, type DeletionContext } from '../your-data/deletion';
import * as repo from './repository';
import { recordAudit } from '../audit/record';
import { recordMemberUpdate } from '../audit/entries';
import type { JobQueue } from '../jobs/queue';
import { sendSecurityNotice } from '../security/notice-jobs';
import { disableTwoFactor } from '../security/repository';

/** An invitation link stays valid for a week; a reset link for 30 minutes. */
const INVITATION_MINUTES = 7 * 24 * 60;

const notFound = () => new HttpError(404, 'not_found', memberMessages.notFound);
const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Contact details by the member's choice: site admins and the member always see them. `phone` is
 * in the spec's form for the site's default country (`siteCountry`), `mobileE164` beside it.
 */
export function toMember(user: UserRow, viewer: Viewer, siteCountry: string): Member {
  const trusted = viewer.isAdmin || viewer.userId === user.id;
  const phoneShown = trusted || user.sharePhone;
  return {
    _id: user.id,
    name: user.name,
    email: trusted || user.shareEmail ? user.email : null,
    phone: phoneShown ? specMobile(user.mobile, siteCountry) : null,
    mobileE164: phoneShown ? user.mobile : null,
    role: user.isAdmin ? 'admin' : 'member',
    bio: user.bio,
    imageUrl: user.imageUrl,
    // A street address is for the member and the site's admins only.
    address: trusted ? user.address : null,
    city: user.city,
    state: user.state,
    country: user.country,
    businessName: user.businessName,
    businessEmail: user.businessEmail,
    businessAddress: user.businessAddress,
    businessRole: user.businessRole,
    joinedAt: user.createdAt.toISOString(),
    invitationPending: trusted ? user.passwordHash === null : false,
    ...(viewer.isAdmin ? { twoFactorEnabled: user.twoFactorEnabled } : {}),
  };
}

export async function requireMember(db: Database, id: string) {
  const user = isUuid(id) ? await repo.findMember(db, id) : undefined;
  // A deleted account (ADR 57) is nobody's to edit: its row holds a pseudonym only.
  if (!user || user.deletedAt) throw notFound();
  return user;
}

function duplicate(error: unknown): never {
  const field = accounts.conflictingField(error);
  if (!field) throw error;
  const message = field === 'email' ? memberMessages.emailTaken : memberMessages.phoneTaken;
  throw new HttpError(409, 'duplicate', message, {
    [field === 'email' ? 'email' : 'phone']: message,
  });
}

export interface InvitationMail {
  mailer: Mailer;
  setPasswordUrl: string;
  siteName: string;
}

/** Creates the account without a password and emails a link to set one (the reset flow). */
export async function addMember(
  db: Database,
  viewer: Viewer,
  input: MemberInput,
  mail: InvitationMail,
) {
  try {
    const user = await db.transaction(async (tx) => {
      const created = await accounts.insertUser(tx, {
        name: input.name.trim(),
        email: input.email,
        mobile: input.phone,
        passwordHash: null,
        isAdmin: input.role === 'admin',
        bio: blank(input.bio),
        imageUrl: blank(input.imageUrl),
        address: blank(input.address),
        city: blank(input.city),
        state: blank(input.state),
        country: blank(input.country),
        businessName: blank(input.businessName),
        businessEmail: blank(input.businessEmail),
        businessAddress: blank(input.businessAddress),
        businessRole: blank(input.businessRole),
      });
      const target = { kind: 'member' as const, id: created.id };
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'member.added',
        target,
        detail: { role: input.role },
      });
      const token = await accounts.createPasswordReset(tx, created.id, INVITATION_MINUTES);
      const link = `${mail.setPasswordUrl}?token=${encodeURIComponent(token)}`;
      // A new account has no language yet: the site's (the admin adding them may read another).
      const language = await getDefaultLanguage(tx);
      const values = {
        name: created.name,
        siteName: mail.siteName,
        link,
        mobile: formatPhone(created.mobile, phoneCountry(created.mobile)),
      };
      await mail.mailer.enqueue(tx, {
        to: created.email,
        subject: textIn(language, withValues(invitationMailMessages.subject, values)),
        text: textIn(language, withValues(invitationMailMessages.body, values)),
      });
      return created;
    });
    return {
      message: memberMessages.added,
      member: toMember(user, viewer, await getDefaultCountry(db)),
    };
  } catch (error) {
    duplicate(error);
  }
}

async function assertAnotherAdmin(db: Database, id: string) {
  if (!(await repo.anotherAdminExists(db, id)))
    throw new HttpError(409, 'last_admin', memberMessages.lastAdmin);
}

export async function updateMember(db: Database, viewer: Viewer, id: string, update: MemberUpdate) {
  const current = await requireMember(db, id);
  try {
    const saved = await db.transaction(async (tx) => {
      if (current.isAdmin && update.role !== 'admin') await assertAnotherAdmin(tx, id);
      const saved = await repo.updateMember(tx, id, {
        name: update.name.trim(),
        mobile: update.phone,
        isAdmin: update.role === 'admin',
      });
      await recordMemberUpdate(tx, viewer.userId, current, saved);
      return saved;
    });
    return {
      message: memberMessages.updated,
      member: toMember(saved!, viewer, await getDefaultCountry(db)),
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    duplicate(error);
  }
}

/**
 * Deletes the account through the one deletion path (ADR 57): held 7 days, restorable by the
 * member from the emailed link; their wall posts stay and read "Former member".
 */
export async function deleteMember(ctx: DeletionContext, viewer: Viewer, id: string) {
  const current = await requireMember(ctx.db, id);
  if (current.id === viewer.userId)
    throw new HttpError(400, 'validation', memberMessages.notYourself);
  await deleteMemberAccount(ctx, current.id, {
    removeContent: false,
    requestedBy: viewer.userId,
    auditAction: 'member.deleted',
  });
  return { message: memberMessages.deleted };
}

/**
 * Turns off another member's two-step sign-in, for someone who lost their phone and their
 * recovery codes (issue 38). Every session of theirs is signed out (a lost phone may hold one),
 * the owner is emailed as for any change to it, and the audit trail records who did it.
 */
export async function resetTwoFactor(
  ctx: { db: Database; jobs: JobQueue },
  viewer: Viewer,
  id: string,
) {
  const current = await requireMember(ctx.db, id);
  if (current.id === viewer.userId)
    throw new HttpError(400, 'validation', memberMessages.twoFactorYourOwn);
  if (!current.twoFactorEnabled)
    throw new HttpError(409, 'two_factor_off', memberMessages.twoFactorNotOn);
  await ctx.db.transaction(async (tx) => {
    await disableTwoFactor(tx, current.id);
    await accounts.revokeUserSessions(tx, current.id);
    await sendSecurityNotice(ctx.jobs, tx, { userId: current.id, kind: 'two-factor-off' });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'member.two_factor_reset',
      target: { kind: 'member', id: current.id },
    });
  });
  return { message: memberMessages.twoFactorReset };
}
