import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The event form's refund policy (issue 25 §4, ADR 42). */
export const refundPolicyMessages = defineMessages('eventManagement.refundPolicy', {
  section: 'Refunds',
  refundableUntil: 'Attendees may cancel for a refund until',
  hint: 'Local time in {city}. Leave empty if only the organisers give refunds; they can refund any paid ticket from the dashboard at any time.',
  hintNoZone:
    'Leave empty if only the organisers give refunds; they can refund any paid ticket from the dashboard at any time.',
  afterStart: 'This is after the event starts: attendees can cancel for a refund until it ends.',
});
