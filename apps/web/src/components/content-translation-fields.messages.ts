import { defineMessages } from '@portal/contract/i18n/define-messages';

export const contentTranslationFieldsMessages = defineMessages('content.translationFields', {
  original: 'Original',
  originalOf: '{field} (original)',
  // The language first: the form's own labels start with the field's name ("Title").
  fieldIn: '{language}: {field}',
  notWritten: 'Not written yet',
  languages: 'Languages',
});
