import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The event form's "Repeats" section and the series' summary (issue 25 §6). */
export const repeatMessages = defineMessages('eventManagement.repeat', {
  section: 'Repeating event',
  repeats: 'Repeats',
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  every: 'Every',
  unitDays: 'days',
  unitWeeks: 'weeks',
  unitMonths: 'months',
  onDays: 'On',
  monthlyOn: 'On',
  ends: 'Ends',
  endsAfter: 'After a number of dates',
  endsOn: 'On a date',
  count: 'Number of dates',
  until: 'Last day',
  eachDate:
    'Each date is its own event, with its own registrations and seats. Change one date later, or that date and the ones after it.',
  applyTo: 'Save the changes to',
  applyOne: 'This date only',
  applyFollowing: 'This date and every later one',
});
