import { alumniMessages, type JoinRequest } from '@portal/contract';
import type { Database } from '../../db/client';
import { textIn, withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import { decisionMailMessages, joiningMessages } from './messages';
import * as repo from './repository';
import { recordAudit } from '../audit/record';
import type { NotificationCentre } from '../notifications/centre';
import { notificationTexts } from '../notifications/messages';

/** Who answers requests to join: site admins, and batch representatives for their own batch. */
export interface Decider {
  userId: string;
  isAdmin: boolean;
}

export interface DecisionMail {
  mailer: Mailer;
  siteName: () => Promise<string>;
  /** Where an approved member starts: the site's home. */
  homeUrl: string;
  /** The bell and web push (issue 40): an approval is a notification too. */
  notifications?: NotificationCentre;
}

/** The batches a caller may decide for (all: undefined); a caller who may decide none is refused. */
async function scopeOf(db: Database, decider: Decider): Promise<number[] | undefined> {
  if (decider.isAdmin) return undefined;
  const batches = await repo.repBatchesOf(db, decider.userId);
  if (batches.length === 0) throw new HttpError(403, 'forbidden', joiningMessages.adminsOrReps);
  return batches;
}

/** The waiting requests a caller may answer: all for an admin, their batches' for a rep. */
export async function listRequests(db: Database, decider: Decider): Promise<JoinRequest[]> {
  return repo.listJoinRequests(db, await scopeOf(db, decider));
}

/**
 * Approves or rejects a request to join, and emails the person in their language; the decision
 * and its email commit together. Approving a rejected request is allowed (a second look);
 * rejecting needs a request still waiting.
 */
export async function decide(
  db: Database,
  decider: Decider,
  userId: string,
  decision: 'approve' | 'reject',
  reason: string | undefined,
  mail: DecisionMail,
) {
  const batches = await scopeOf(db, decider);
  const person = await repo.findMember(db, userId);
  if (!person) throw new HttpError(404, 'not_found', joiningMessages.noSuchRequest);
  if (batches && (person.batch === null || !batches.includes(person.batch)))
    throw new HttpError(403, 'not_your_batch', alumniMessages.notYourBatch);
  if (person.membershipStatus === 'verified')
    throw new HttpError(409, 'already_verified', joiningMessages.alreadyVerified);
  if (decision === 'reject' && person.membershipStatus !== 'pending')
    throw new HttpError(409, 'not_pending', joiningMessages.notPending);

  const siteName = await mail.siteName();
  await db.transaction(async (tx) => {
    const note = decision === 'reject' ? (reason ?? null) : null;
    const to = decision === 'approve' ? 'verified' : 'rejected';
    const decided = await repo.decideMembership(tx, userId, person.membershipStatus, to, note);
    if (!decided) throw new HttpError(409, 'not_pending', joiningMessages.notPending);
    if (decision === 'approve') await repo.linkRosterEntry(tx, decided);
    await recordAudit(tx, {
      actorId: decider.userId,
      action: `join_request.${decision === 'approve' ? 'approved' : 'rejected'}`,
      target: { kind: 'member', id: userId, label: person.name },
      detail: { batch: person.batch, ...(note ? { reason: note } : {}) },
    });
    const language = recipientLanguage(decided, await getDefaultLanguage(tx));
    const values = {
      name: decided.name,
      siteName,
      link: mail.homeUrl,
      reason: reason
        ? textIn(language, withValues(decisionMailMessages.reasonLine, { reason }))
        : '',
    };
    const [subject, body] =
      decision === 'approve'
        ? [decisionMailMessages.approvedSubject, decisionMailMessages.approvedBody]
        : [decisionMailMessages.rejectedSubject, decisionMailMessages.rejectedBody];
    await mail.mailer.enqueue(tx, {
      to: decided.email,
      subject: textIn(language, withValues(subject, values)),
      text: textIn(language, withValues(body, values)),
    });
    if (decision === 'approve')
      await mail.notifications?.notify(tx, {
        userId,
        kind: 'joinApproved',
        title: withValues(notificationTexts.joinApprovedTitle, { siteName }),
        body: notificationTexts.joinApprovedBody,
        url: '/',
        language,
      });
  });
  const answer = decision === 'approve' ? joiningMessages.approved : joiningMessages.rejected;
  return { message: withValues(answer, { name: person.name }) };
}
