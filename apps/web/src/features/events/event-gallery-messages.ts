import { defineMessages } from '@portal/contract/i18n/define-messages';

export const eventGalleryMessages = defineMessages('events.gallery', {
  title: 'Event gallery',
  intro: 'Photos from our events, newest first. Choose a photo to see it larger.',
  loading: 'Loading photos',
  loadFailed: 'Failed to load events.',
  empty: 'No photos yet',
  emptyText: 'Photos appear here once organisers add them to their events. Meanwhile, see {link}.',
  whatIsOn: 'what is on',
  photoCount: '{count, plural, one {# photo} other {# photos}}',
  open: 'Open {picture}',
  dialogTitle: '{title} gallery',
  close: 'Close',
  closeGallery: 'Close gallery',
  photoAlt: '{title}, photo {index} of {count}',
  stock1: 'Illustration: neighbours gathered at an outdoor event',
  stock2: 'Illustration: an audience in front of a stage',
  stock3: 'Illustration: people sharing a meal at long tables',
});
