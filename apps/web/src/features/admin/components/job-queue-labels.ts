import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import type { JobQueueName } from '@portal/contract';
import { jobQueueMessages as m } from './messages';

/** A queue's name and what it does, in words; the contract's names are for machines. */
export const jobQueueLabels: Record<
  JobQueueName,
  { name: MessageDescriptor; about: MessageDescriptor }
> = {
  'send-mail': { name: m.sendMail, about: m.sendMailAbout },
  'password-reset': { name: m.passwordReset, about: m.passwordResetAbout },
  'sign-in-warning': { name: m.signInWarning, about: m.signInWarningAbout },
  'security-notice': { name: m.securityNotice, about: m.securityNoticeAbout },
  'channel-invitation': { name: m.channelInvitation, about: m.channelInvitationAbout },
  'roster-invitation': { name: m.rosterInvitation, about: m.rosterInvitationAbout },
  'event-reminders': { name: m.eventReminders, about: m.eventRemindersAbout },
  'ticket-holds': { name: m.ticketHolds, about: m.ticketHoldsAbout },
  housekeeping: { name: m.housekeeping, about: m.housekeepingAbout },
  'media-cleanup': { name: m.mediaCleanup, about: m.mediaCleanupAbout },
  'opportunity-expiry': { name: m.opportunityExpiry, about: m.opportunityExpiryAbout },
  'opportunity-digest': { name: m.opportunityDigest, about: m.opportunityDigestAbout },
  'mentoring-sweep': { name: m.mentoringSweep, about: m.mentoringSweepAbout },
  'account-erasure': { name: m.accountErasure, about: m.accountErasureAbout },
  'push-delivery': { name: m.pushDelivery, about: m.pushDeliveryAbout },
  'match-followers': { name: m.matchFollowers, about: m.matchFollowersAbout },
};
