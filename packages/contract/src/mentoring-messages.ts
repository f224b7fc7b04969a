// Mentoring's texts (issue 37) without zod: the translation index (i18n/known-texts.ts) imports
// them, and so stays clear of the schemas in mentoring.ts.

export const mentoringMessages = {
  topicsTooMany: 'Up to {max} topics',
  topicTooLong: 'A topic is at most {max} characters',
  topicRequired: 'Choose a topic',
  messageRequired: 'Write a few words about what you would like help with',
  capacityRange: 'Between {min} and {max} mentees at a time',
  ratingRange: 'Give a rating from 1 to 5',
  reasonRequired: 'Say why, in a few words',
  notOffering: 'This member does not offer mentoring.',
  mentorPaused: 'This mentor has paused mentoring for now and is not taking requests.',
  mentorFull: 'This mentor already has as many mentees as they can take ({capacity}).',
  askingOneself: 'You cannot ask yourself for mentoring.',
  alreadyOpen: 'You already have an open request with this mentor.',
  noSuchRequest: 'No such mentoring request.',
  notYours: 'Only the people in this request may see or change it.',
  onlyMentor: 'Only the mentor can do this.',
  onlyMentee: 'Only the person who asked can do this.',
  // A move from the wrong state, said by where the request is (no status word spliced into a
  // sentence: each language words it whole).
  stillWaiting: 'This request is still waiting for the mentor’s answer.',
  underWay: 'This mentoring has already been accepted.',
  alreadyEnded: 'This request has already ended, so it cannot be changed.',
  notCompleted: 'Feedback can be given once the mentoring is completed.',
  feedbackGiven: 'You have already given feedback on this mentoring.',
} as const;
