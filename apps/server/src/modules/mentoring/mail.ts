import type { Language, MessageDescriptor } from '@portal/contract';
import type { Database } from '../../db/client';
import { textIn, withValues } from '../../i18n/server-text';
import type { MessageValues } from '../../i18n/translate';
import { weekdayDateIn } from '../../i18n/zoned-times';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage, getSiteTimeZone } from '../site/repository';
import { mentoringMailMessages as m } from './messages';
import type { NotificationCentre } from '../notifications/centre';
import { notificationTexts as notices } from '../notifications/messages';
import type { Person, RequestRow } from './repository';
import * as repo from './repository';

/** What mentoring emails need besides the database. */
export interface MentoringMail {
  mailer: Mailer;
  publicUrl: string;
  /** The bell and web push (issue 40): a request, and its answer, are notifications too. */
  notifications?: NotificationCentre;
}

export type MailKind =
  | 'requested'
  | 'reminder'
  | 'accepted'
  | 'declined'
  | 'paused'
  | 'withdrawn'
  | 'expired'
  | 'completed'
  | 'cancelled';

const templates: Record<MailKind, [MessageDescriptor, MessageDescriptor]> = {
  requested: [m.requestedSubject, m.requestedBody],
  reminder: [m.reminderSubject, m.reminderBody],
  accepted: [m.acceptedSubject, m.acceptedBody],
  declined: [m.declinedSubject, m.declinedBody],
  paused: [m.declinedSubject, m.pausedBody],
  withdrawn: [m.withdrawnSubject, m.withdrawnBody],
  expired: [m.expiredSubject, m.expiredBody],
  completed: [m.completedSubject, m.completedBody],
  cancelled: [m.cancelledSubject, m.cancelledBody],
};

/** Who each kind of email goes to: the side that did not make the move. */
const toMentor: ReadonlySet<MailKind> = new Set(['requested', 'reminder', 'withdrawn']);

/**
 * Queues the email about a move in `tx` (the move's own transaction, so both commit or neither),
 * in the recipient's language. `actor` is who completed or cancelled (either side may).
 */
export async function sendMentoringMail(
  tx: Database,
  mail: MentoringMail,
  kind: MailKind,
  request: RequestRow,
  extra: { actorId?: string; now?: Date } = {},
) {
  const byId = await repo.people(tx, [request.mentor_id, request.mentee_id]);
  const mentor = byId.get(request.mentor_id);
  const mentee = byId.get(request.mentee_id);
  if (!mentor || !mentee) return; // an account deleted meanwhile: nobody to write to
  let to: Person;
  if (kind === 'completed' || kind === 'cancelled')
    to = extra.actorId === mentor.id ? mentee : mentor;
  else to = toMentor.has(kind) ? mentor : mentee;
  const person = to.id === mentor.id ? mentee : mentor;
  const language = recipientLanguage(to, await getDefaultLanguage(tx));
  const timeZone = await getSiteTimeZone(tx);
  const link = new URL(
    kind === 'declined' || kind === 'paused' || kind === 'expired' ? '/mentors' : '/mentoring',
    mail.publicUrl,
  ).toString();
  const values: MessageValues = {
    name: to.name,
    mentor: mentor.name,
    mentee: mentee.name,
    person: person.name,
    topic: request.topic,
    message: request.message,
    email: mentor.email,
    expires: weekdayDateIn(new Date(request.expires_at), timeZone, language),
    days: Math.max(
      1,
      Math.round(
        ((extra.now ?? new Date()).getTime() - new Date(request.created_at).getTime()) / 86_400_000,
      ),
    ),
    reason: request.reason ?? '',
    link,
    suggestions: '',
  };
  if (kind === 'declined')
    values.reason = request.reason
      ? textIn(language, withValues(m.reasonLine, { reason: request.reason }))
      : '';
  if (kind === 'expired') values.suggestions = await suggestionsText(tx, mail, request, language);
  const [subject, body] = templates[kind];
  // Every mentoring email is the `mentoring` choice (issue 39): the request waits in the app.
  await mail.mailer.enqueueOptional(
    tx,
    { kind: 'mentoring', userId: to.id, language },
    {
      to: to.email,
      subject: textIn(language, withValues(subject, values)),
      text: textIn(language, withValues(body, values)),
    },
  );
  const notice = noticeOf[kind];
  if (notice && mail.notifications)
    await mail.notifications.notify(tx, {
      userId: to.id,
      kind: 'mentoring',
      title: withValues(notice[0], values),
      body: withValues(notice[1], values),
      url: new URL(link).pathname,
      language,
    });
}

/** The moves that are also notifications (issue 40): a request to a mentor, and its answer. */
const noticeOf: Partial<Record<MailKind, [MessageDescriptor, MessageDescriptor]>> = {
  requested: [notices.mentoringRequestedTitle, notices.mentoringRequestedBody],
  accepted: [notices.mentoringAcceptedTitle, notices.mentoringAcceptedBody],
  declined: [notices.mentoringDeclinedTitle, notices.mentoringDeclinedBody],
  paused: [notices.mentoringDeclinedTitle, notices.mentoringDeclinedBody],
};

/** Other mentors of the same topic with room, one a line with a link to find them. */
async function suggestionsText(
  tx: Database,
  mail: MentoringMail,
  request: RequestRow,
  language: Language,
) {
  const mentors = await repo.suggestMentors(tx, request.topic, [
    request.mentor_id,
    request.mentee_id,
  ]);
  if (mentors.length === 0) return textIn(language, m.noSuggestions);
  const lines = mentors.map((mentor) => {
    const url = new URL('/mentors', mail.publicUrl);
    url.searchParams.set('topic', request.topic);
    url.searchParams.set('q', mentor.name);
    return `- ${mentor.name}${mentor.job_title ? `, ${mentor.job_title}` : ''}: ${url.toString()}`;
  });
  return `${textIn(language, withValues(m.suggestionsIntro, { topic: request.topic }))}${lines.join('\n')}\n`;
}
