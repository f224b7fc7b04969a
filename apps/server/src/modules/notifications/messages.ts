import { defineMessages } from '@portal/contract';

/** What the bell and a push say (issue 40), each in its recipient's language. */
export const notificationTexts = defineMessages('server.notifications', {
  promotedTitle: 'Your place is confirmed',
  promotedBody: 'A place opened up at {title}, and it is yours.',
  payableTitle: 'A place is waiting for you',
  payableBody: 'A place opened up at {title}. Pay for your ticket to keep it.',
  eventCancelledTitle: '{title} is cancelled',
  eventCancelledBody: 'The organisers called off {title}; your registration has ended.',
  withdrawnTitle: 'Your registration was cancelled',
  withdrawnBody: 'The organisers cancelled your registration for {title}.',
  refundedTitle: 'Your ticket was refunded',
  refundedBody:
    'The organisers cancelled your registration for {title}. Razorpay returns your payment, usually within 5–7 working days.',
  tomorrowTitle: 'Coming up: {title}',
  tomorrowBody: '{when}, {venue}',
  mentoringRequestedTitle: '{mentee} asks you for mentoring',
  mentoringRequestedBody: 'On “{topic}”. Accept or decline it in My mentoring.',
  mentoringAcceptedTitle: '{mentor} accepted your mentoring request',
  mentoringAcceptedBody: 'On “{topic}”. Write to them to agree when you meet.',
  mentoringDeclinedTitle: 'Your mentoring request to {mentor}',
  mentoringDeclinedBody: '{mentor} cannot take it now. Other mentors may have room.',
  joinApprovedTitle: 'Welcome to {siteName}',
  joinApprovedBody:
    'Your request to join was approved: the directory, mentoring and more are open to you.',
  matchStartedTitle: '{team1} v {team2} has started',
  matchStartedBody: 'Follow it ball by ball in the match center.',
  matchFinishedTitle: '{team1} v {team2} has finished',
  matchFinishedBody: 'See the scorecard in the match center.',
  testTitle: 'Notifications are on',
  testBody: 'This device will show notifications from {siteName}.',
});
