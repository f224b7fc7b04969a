import { defineMessages } from '@portal/contract/i18n/define-messages';

export const topBarMessages = defineMessages('topBar', {
  toggleSidebar: 'Toggle sidebar',
  toggleDarkMode: 'Toggle dark mode',
  language: 'Language',
});
