import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Names of the buttons Mantine draws itself (theme.ts), set for the language on screen. */
export const appMessages = defineMessages('app.theme', {
  dismissNotification: 'Dismiss notification',
  close: 'Close',
});
