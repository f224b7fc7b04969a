import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Account Settings' Notifications section (issue 40): its own file, beside the others. */
export const notificationSettingsMessages = defineMessages('account.notifications', {
  title: 'Notifications',
  text: 'What we tell you in the bell at the top of the page and, once you turn it on, on this device even when the portal is closed.',
  kindsLegend: 'Tell me when',
  waitlistConfirmed: 'A place comes through from a waiting list',
  registrationCancelled: 'The organisers cancel my registration or the event',
  eventTomorrow: 'An event I registered for is about to start',
  mentoring: 'Someone asks me for mentoring, or a mentor answers me',
  joinApproved: 'My request to join is approved',
  followedMatch: 'A match or team I follow starts or finishes a match',
  loadFailed: 'Could not load your notification choices.',
  retry: 'Try again',
  saved: 'Saved.',
  deviceHeading: 'This device',
  deviceOn: 'Notifications are on for this device.',
  deviceOff: 'Notifications are off for this device.',
  deviceBlocked:
    'Your browser blocks notifications from this site. Allow them in its site settings, then come back.',
  unsupported:
    'This browser cannot show notifications. On an iPhone, add the portal to your home screen first.',
  turnOn: 'Turn on push on this device',
  turnOff: 'Turn off on this device',
  sendTest: 'Send a test',
  testSent: 'Sent. It should appear on this device in a moment.',
  testFailed: 'Could not send the test.',
  turnOnFailed: 'Could not turn notifications on. Try again.',
  refused: 'Notifications stay off: your browser did not allow them.',
});
