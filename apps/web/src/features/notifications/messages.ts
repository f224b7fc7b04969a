import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The bell and the offer to turn push on (issue 40). */
export const bellMessages = defineMessages('notifications.bell', {
  label:
    '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  heading: 'Notifications',
  loading: 'Loading notifications',
  failed: 'Could not load your notifications.',
  retry: 'Try again',
  empty:
    'No notifications yet. We will tell you here when a place comes through, a mentor answers or a match you follow starts.',
  more: 'Show older',
  fresh: 'New',
  settings: 'Notification settings',
});

export const offerMessages = defineMessages('notifications.offer', {
  title: 'Get notified on this device?',
  text: 'We can tell you when a place comes through, a mentor answers or a match you follow starts, even when this page is closed.',
  turnOn: 'Turn on',
  notNow: 'Not now',
  turnedOn: 'Notifications are on for this device.',
  refused:
    'Notifications stay off: your browser did not allow them. You can change this in its site settings.',
  failed: 'Could not turn notifications on. Try again from Account Settings.',
});
