import {
  channelMessages,
  type Channel,
  type ChannelDetail,
  type ChannelInput,
} from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ChannelRole } from '../../db/schema/index';
import { badCursor } from '../../db/keyset-cursor';
import { textIn, withValues } from '../../i18n/server-text';
import type { JobContext, JobQueue } from '../jobs/queue';
import { HttpError } from '../../plugins/errors';
import * as throttle from '../auth/throttle';
import type { Limit, Limiter } from '../auth/throttle';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import { channelServerMessages as texts, inviteMailMessages } from './messages';
import { channelRoleOf, isChannelId, isManagingRole, type Viewer } from './access';
import * as repo from './repository';
import { toPhotoVariants } from '../media/repository';
import { channelEntry } from '../audit/entries';
import { audited, recordAudit } from '../audit/record';

export const channelNotFound = () => new HttpError(404, 'not_found', channelMessages.notFound);
const forbidden = () => new HttpError(403, 'forbidden', channelMessages.forbidden);

export function toChannel(row: repo.ChannelRead): Channel {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    coverImageUrl: row.coverImageUrl,
    coverPhoto: row.coverPhoto ? toPhotoVariants(row.coverPhoto) : null,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const blank = (value: string | undefined) => (value ? value : null);

/** The channel, or 404 — for any id, including ones that cannot exist. */
export async function requireChannel(db: Database, id: string) {
  const channel = isChannelId(id) ? await repo.findChannel(db, id) : undefined;
  if (!channel) throw channelNotFound();
  return channel;
}

/** The channel and the caller's role in it, refusing anyone who does not manage it. */
export async function requireManagedChannel(db: Database, viewer: Viewer, id: string) {
  const channel = await requireChannel(db, id);
  const role = await channelRoleOf(db, viewer, id);
  if (!viewer.isAdmin && !isManagingRole(role)) throw forbidden();
  return { channel, role };
}

export async function createChannel(db: Database, viewer: Viewer, input: ChannelInput) {
  const row = await db.transaction((tx) =>
    repo.insertChannel(tx, {
      name: input.name.trim(),
      description: blank(input.description?.trim()),
      coverImageUrl: input.coverImageUrl.trim(),
      createdBy: viewer.userId,
    }),
  );
  const channel = toChannel({ ...row, memberCount: viewer.userId ? 1 : 0 });
  return { message: channelMessages.created(channel._id), channel };
}

export async function channelDetail(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<ChannelDetail> {
  const channel = await requireChannel(db, id);
  const role = await channelRoleOf(db, viewer, id);
  const pending = viewer.userId && !role ? await repo.findInvite(db, id, viewer.userId) : undefined;
  return {
    ...toChannel(channel),
    viewer: {
      role,
      canManage: viewer.isAdmin || isManagingRole(role),
      canPost: viewer.isAdmin || role !== null,
      pending: pending ? (pending.kind === 'invite' ? 'invited' : 'requested') : null,
    },
  };
}

export async function updateChannel(db: Database, viewer: Viewer, id: string, input: ChannelInput) {
  await requireManagedChannel(db, viewer, id);
  await repo.updateChannel(db, id, {
    name: input.name.trim(),
    description: blank(input.description?.trim()),
    coverImageUrl: input.coverImageUrl.trim(),
  });
  return toChannel((await repo.findChannel(db, id))!);
}

/** Only the owner (or a site admin) deletes a channel; its events stay, without a channel. */
export async function deleteChannel(db: Database, viewer: Viewer, id: string) {
  const { role } = await requireManagedChannel(db, viewer, id);
  if (!viewer.isAdmin && role !== 'owner')
    throw new HttpError(403, 'forbidden', texts.ownerDeletes);
  await repo.deleteChannel(db, id);
  return { message: channelMessages.deleted };
}

export async function changeMemberRole(
  db: Database,
  viewer: Viewer,
  id: string,
  userId: string,
  role: Exclude<ChannelRole, 'owner'>,
) {
  const { channel } = await requireManagedChannel(db, viewer, id);
  const current = await channelRoleOf(db, { userId, isAdmin: false }, id);
  if (!current) throw new HttpError(404, 'not_found', texts.notAMember);
  if (current === 'owner') throw new HttpError(409, 'conflict', channelMessages.ownerStays);
  const audit = channelEntry(viewer, 'channel.member_role_changed', channel, userId, {
    role: { from: current, to: role },
  });
  await audited(db, audit, (tx) => repo.setMemberRole(tx, id, userId, role));
  return { message: channelMessages.roleChanged };
}

/** A manager removes a member, or a member leaves; the owner stays. */
export async function removeMember(db: Database, viewer: Viewer, id: string, userId: string) {
  const channel = await requireChannel(db, id);
  if (viewer.userId !== userId) await requireManagedChannel(db, viewer, id);
  const current = await channelRoleOf(db, { userId, isAdmin: false }, id);
  if (!current) throw new HttpError(404, 'not_found', texts.notAMember);
  if (current === 'owner') throw new HttpError(409, 'conflict', channelMessages.ownerStays);
  const audit = channelEntry(viewer, 'channel.member_removed', channel, userId, { role: current });
  if (viewer.userId === userId) await repo.removeMember(db, id, userId);
  else await audited(db, audit, (tx) => repo.removeMember(tx, id, userId));
  return { message: viewer.userId === userId ? channelMessages.left : channelMessages.removed };
}

/** A member asks to join; if the channel had already invited them, they are in at once. */
export async function askToJoin(db: Database, viewer: Viewer & { userId: string }, id: string) {
  await requireChannel(db, id);
  if (await channelRoleOf(db, viewer, id))
    throw new HttpError(409, 'conflict', channelMessages.alreadyMember);
  return db.transaction(async (tx) => {
    const pending = await repo.findInvite(tx, id, viewer.userId);
    if (pending?.kind === 'invite') {
      await repo.deleteInvite(tx, id, viewer.userId);
      await repo.addMember(tx, id, viewer.userId, 'member');
      return { joined: true, message: channelMessages.joined };
    }
    if (pending) throw new HttpError(409, 'conflict', channelMessages.alreadyPending);
    await repo.insertInvite(tx, {
      channelId: id,
      userId: viewer.userId,
      kind: 'request',
      invitedBy: null,
    });
    return { joined: false, message: channelMessages.requestSent };
  });
}

export interface InviteMail {
  mailer: Mailer;
  channelUrl: (id: string) => string;
  signUpUrl: string;
  siteName: () => Promise<string>;
}

/** Enough for a member who invites for a living; a script probing numbers stops here. */
export const invitesPerAdmin = { max: 30, windowSeconds: 60 * 60 } satisfies Limit;

/**
 * An admin invites someone by mobile or email. The answer is the same whoever it names (issue 21
 * §6): a channel made to probe numbers learns nothing of who has an account. The work is a job
 * (ADR 45), after the answer: an account is invited (or, had it asked to join, let in); an email
 * with no account gets an invitation to sign up; a mobile with no account, nothing.
 */
export async function invite(
  db: Database,
  viewer: Viewer,
  id: string,
  identifier: string,
  later: { limiter: Limiter; jobs: JobQueue },
) {
  const { channel } = await requireManagedChannel(db, viewer, id);
  await throttle.consume(later.limiter, `invite:${viewer.userId}`, invitesPerAdmin);
  const audit = channelEntry(viewer, 'channel.member_invited', channel, null, { identifier });
  await audited(db, audit, (tx) =>
    later.jobs.send(tx, 'channel-invitation', {
      channelId: id,
      invitedBy: viewer.userId,
      identifier,
    }),
  );
  return { message: texts.inviteSent };
}

const invitationJob = z.object({
  channelId: z.string(),
  invitedBy: z.string(),
  identifier: z.string(),
});

export function defineInvitationJob(db: Database, jobs: JobQueue, mail: InviteMail) {
  jobs.define('channel-invitation', invitationJob, (data, job) =>
    sendInvitation(db, data, mail, job),
  );
}

/** Each path's writes and its email commit with the job's completion: a retry never mails twice. */
async function sendInvitation(
  db: Database,
  { channelId: id, invitedBy, identifier }: z.infer<typeof invitationJob>,
  mail: InviteMail,
  job: JobContext,
) {
  const channel = await repo.findChannel(db, id);
  if (!channel) return; // deleted since
  const values = {
    channel: channel.name,
    siteName: await mail.siteName(),
    link: mail.channelUrl(id),
    signUp: mail.signUpUrl,
  };
  const person = await repo.findPerson(db, identifier);
  if (!person) {
    if (!identifier.includes('@')) return;
    const language = await getDefaultLanguage(db);
    await db.transaction(async (tx) => {
      await mail.mailer.enqueue(tx, {
        to: identifier.trim().toLowerCase(),
        subject: textIn(language, withValues(inviteMailMessages.subject, values)),
        text: textIn(language, withValues(inviteMailMessages.newcomerBody, values)),
      });
      await job.completeIn(tx);
    });
    return;
  }
  if (await channelRoleOf(db, { userId: person.id, isAdmin: false }, id)) return;
  await db.transaction(async (tx) => {
    const pending = await repo.findInvite(tx, id, person.id);
    if (pending?.kind === 'request') {
      await repo.deleteInvite(tx, id, person.id);
      await repo.addMember(tx, id, person.id, 'member');
      return;
    }
    if (pending) return;
    await repo.insertInvite(tx, { channelId: id, userId: person.id, kind: 'invite', invitedBy });
    // Their language, or the site's: the admin who invites may read another.
    const language = recipientLanguage(person, await getDefaultLanguage(tx));
    // A member's invitation is channel activity they may turn off (issue 39); the invite
    // itself still waits for them in the app.
    await mail.mailer.enqueueOptional(
      tx,
      { kind: 'channelActivity', userId: person.id, language },
      {
        to: person.email,
        subject: textIn(language, withValues(inviteMailMessages.subject, values)),
        text: textIn(
          language,
          withValues(inviteMailMessages.body, { ...values, name: person.name }),
        ),
      },
    );
    await job.completeIn(tx);
  });
}

/**
 * Answers a pending invite or request. A request is answered by the channel's managers; an
 * invite is accepted by the invited person, and declined by them or withdrawn by a manager.
 */
export async function answerInvite(
  db: Database,
  viewer: Viewer,
  id: string,
  userId: string,
  accept: boolean,
) {
  const channel = await requireChannel(db, id);
  const pending = await repo.findInvite(db, id, userId);
  if (!pending) throw new HttpError(404, 'not_found', texts.noPending);
  const isPerson = viewer.userId === userId;
  const manages = viewer.isAdmin || isManagingRole(await channelRoleOf(db, viewer, id));
  const allowed = pending.kind === 'request' ? manages : isPerson || (!accept && manages);
  if (!allowed) throw forbidden();
  await db.transaction(async (tx) => {
    await repo.deleteInvite(tx, id, userId);
    if (accept) await repo.addMember(tx, id, userId, 'member');
    const answered = accept ? 'channel.join_request_accepted' : 'channel.join_request_rejected';
    if (pending.kind === 'request')
      await recordAudit(tx, channelEntry(viewer, answered, channel, userId));
  });
  return { message: accept ? channelMessages.accepted : channelMessages.rejected };
}

export async function pendingInvites(db: Database, viewer: Viewer, id: string) {
  await requireManagedChannel(db, viewer, id);
  const rows = await repo.listInvites(db, id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Who is in a channel, with names and pictures: for its members and site admins only. */
export async function channelMembers(db: Database, viewer: Viewer, id: string) {
  await requireChannel(db, id);
  if (!viewer.isAdmin && !(await channelRoleOf(db, viewer, id)))
    throw new HttpError(403, 'forbidden', texts.membersOnly);
  const rows = await repo.listMembers(db, id);
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

export function encodeCursor(row: { name: string; id: string }) {
  return Buffer.from(`${row.id}|${row.name}`).toString('base64url');
}

export function decodeCursor(cursor: string) {
  const text = Buffer.from(cursor, 'base64url').toString();
  const split = text.indexOf('|');
  const id = text.slice(0, split);
  // The name goes into the query: a forged one with NUL would be a database error (500).
  if (split < 0 || !isChannelId(id) || text.includes('\u0000')) throw badCursor();
  return { id, name: text.slice(split + 1) };
}
