import { defineMessages } from '@portal/contract/i18n/define-messages';

export const defaultLanguageMessages = defineMessages('admin.siteSettingsLanguage', {
  label: 'Default language',
  hint: 'For readers who have not chosen a language and whose browser asks for none the portal speaks',
  default: 'Default ({language})',
});
