import { defineMessages } from '@portal/contract/i18n/define-messages';

export const translationNoteMessages = defineMessages('content.translationNote', {
  translated: 'Translated by the organisers',
  showOriginal: 'Show original',
  alsoIn: 'Also written in',
  readIn: 'Read in {language}',
});
