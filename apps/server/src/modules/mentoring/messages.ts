import { defineMessages } from '@portal/contract';

/** Emails about mentoring requests (issue 37), each in its recipient's language. */
export const mentoringMailMessages = defineMessages('server.mentoring.mail', {
  requestedSubject: '{mentee} asks you for mentoring',
  requestedBody:
    'Hello {name},\n\n{mentee} asks you for mentoring on “{topic}”:\n\n{message}\n\nAccept or decline it in My mentoring. If nobody answers, the request closes by itself on {expires}.\n\n{link}\n',
  reminderSubject: 'A mentoring request is waiting for your answer',
  reminderBody:
    'Hello {name},\n\n{mentee} asked you for mentoring on “{topic}” {days, plural, one {# day} other {# days}} ago and is waiting for your answer. If you cannot help now, declining is kinder than silence: they can then ask someone else. The request closes by itself on {expires}.\n\n{link}\n',
  acceptedSubject: '{mentor} accepted your mentoring request',
  acceptedBody:
    'Hello {name},\n\n{mentor} accepted your request for mentoring on “{topic}”. Write to them at {email} to agree when and how you meet.\n\n{link}\n',
  declinedSubject: 'Your mentoring request to {mentor}',
  declinedBody:
    'Hello {name},\n\n{mentor} cannot take your request for mentoring on “{topic}” now.\n{reason}\nOther mentors may have room: find one here.\n\n{link}\n',
  reasonLine: 'The reason given: {reason}\n',
  pausedBody:
    'Hello {name},\n\n{mentor} has paused mentoring for now, so your request for mentoring on “{topic}” is closed. Other mentors may have room: find one here.\n\n{link}\n',
  withdrawnSubject: '{mentee} withdrew their mentoring request',
  withdrawnBody:
    'Hello {name},\n\n{mentee} withdrew their request for mentoring on “{topic}”. Nothing more is needed from you.\n\n{link}\n',
  expiredSubject: 'Your mentoring request to {mentor} has closed',
  expiredBody:
    'Hello {name},\n\nYour request for mentoring on “{topic}” had no answer from {mentor} in 14 days, so it has closed.\n\n{suggestions}\nFind a mentor: {link}\n',
  suggestionsIntro: 'These mentors also offer “{topic}” and have room now:\n',
  noSuggestions: 'Other mentors may have room now.\n',
  completedSubject: '{person} marked your mentoring as completed',
  completedBody:
    'Hello {name},\n\n{person} marked your mentoring on “{topic}” as completed. How did it go? Your feedback takes a minute and stays private.\n\n{link}\n',
  cancelledSubject: '{person} ended your mentoring',
  cancelledBody:
    'Hello {name},\n\n{person} ended your mentoring on “{topic}”.\nThe reason given: {reason}\n\n{link}\n',
});
