import { defineMessages } from '@portal/contract/i18n/define-messages';

/** A recurring event's rule in words (issue 25 §6): the event form and the event's page. */
export const recurrenceMessages = defineMessages('recurrence', {
  summaryDaily: 'Every day',
  summaryDays: 'Every {n} days',
  summaryWeekly: 'Every week on {days}',
  summaryWeeks: 'Every {n} weeks on {days}',
  summaryMonthlyDate: 'Every month on day {day}',
  summaryMonthsDate: 'Every {n} months on day {day}',
  summaryMonthlyWeekday: 'Every month on the {position} {weekday}',
  summaryMonthsWeekday: 'Every {n} months on the {position} {weekday}',
  summaryCount: '{count} dates',
  summaryUntil: 'until {date}',
  position1: 'first',
  position2: 'second',
  position3: 'third',
  position4: 'fourth',
  positionLast: 'last',
  partOfSeries: 'This event repeats: {summary}.',
  otherDates: 'Other dates',
  cancelled: 'Cancelled',
});
