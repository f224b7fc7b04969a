import type { AuditAction, MessageDescriptor } from '@portal/contract';
import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The audit screen's filters and list (issue 38). */
export const auditMessages = defineMessages('audit.list', {
  filter: 'Filter the audit trail',
  actor: 'Who',
  actorHint: 'A name, or part of one',
  action: 'What',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  when: 'When',
  target: 'Target',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  noDetails: 'No details',
  formerAccount: 'Former account',
  site: 'Site settings',
  roster: 'Alumni roster',
  batch: 'Batch {batch}',
});

/** Each action as a short phrase; the dotted name stays in the CSV and the API. */
export const auditActionMessages = defineMessages('audit.action', {
  'member.added': 'Member added',
  'member.updated': 'Member edited',
  'member.role_changed': 'Role changed',
  'member.deleted': 'Member deleted',
  'member.exported': 'Member’s data exported',
  'member.deleted_on_request': 'Member deleted on request',
  'member.two_factor_reset': 'Two-step sign-in turned off',
  'join_request.approved': 'Join request approved',
  'join_request.rejected': 'Join request rejected',
  'batch.reps_changed': 'Batch representatives changed',
  'roster.imported': 'Roster imported',
  'roster.invited': 'Roster invitations sent',
  'ticket.refunded': 'Ticket refunded',
  'registration.cancelled': 'Registration cancelled',
  'registration.checked_in': 'Checked in',
  'registration.check_in_undone': 'Check-in undone',
  'ticket_types.changed': 'Ticket types changed',
  'promo_code.created': 'Promo code created',
  'promo_code.removed': 'Promo code removed',
  'site.settings_changed': 'Site settings changed',
  'channel.member_role_changed': 'Channel role changed',
  'channel.member_removed': 'Removed from a channel',
  'channel.member_invited': 'Invited to a channel',
  'channel.join_request_accepted': 'Channel join request accepted',
  'channel.join_request_rejected': 'Channel join request rejected',
});

// Every action has its phrase (a new action without one fails the type check).
export const actionPhrases: Record<AuditAction, MessageDescriptor> = auditActionMessages;
