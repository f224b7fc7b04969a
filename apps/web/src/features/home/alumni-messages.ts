import { defineMessages } from '@portal/contract/i18n/define-messages';

// The alumni landing's texts, apart from messages.ts: only an alumni site's lazily loaded
// landing reads them, so a community site's first visit does not carry them.

export const alumniMessages = defineMessages('home.alumni', {
  welcome: 'Welcome to {name}',
  intro:
    'The meeting place for everyone who walked these halls. Catch up with classmates, hear what alumni are doing, and help the students who come after us.',
  purpose: 'Our Purpose',
  memoriesTitle: 'Preserving memories',
  memories: 'Keep the photos, stories and milestones of our school years in one place.',
  newsTitle: 'Sharing alumni news',
  news: 'Hear about achievements, reunions and what is new at school.',
  networkingTitle: 'Networking',
  networking: 'Reconnect with classmates and meet alumni across batches and cities.',
  mentorshipTitle: 'Mentorship and career guidance',
  mentorship: 'Learn from alumni further along the path, and guide those just starting out.',
  donationsTitle: 'Donations and student support',
  donations: 'Fund scholarships and projects that help today’s students thrive.',
});

/** Issue 35: a signed-in alumnus's corner of the home page. */
export const memberPanelMessages = defineMessages('home.member', {
  batchGreeting: '{batch} · {count, plural, one {# member} other {# members}}',
  seeBatch: 'See your batch',
  directory: 'Find alumni',
  completeTitle: 'Complete your profile',
  completeText: 'Add your batch, city and job title so classmates can find you.',
  completeAction: 'Complete your profile',
});
