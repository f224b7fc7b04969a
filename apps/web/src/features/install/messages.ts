import { defineMessages } from '@portal/contract/i18n/define-messages';

export const installMessages = defineMessages('install', {
  title: 'Add {site} to your home screen',
  body: 'Open it like an app, and keep your tickets at hand even without a connection.',
  install: 'Install',
  notNow: 'Not now',
});
