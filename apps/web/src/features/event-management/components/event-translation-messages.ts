import { defineMessages } from '@portal/contract/i18n/define-messages';

export const eventTranslationMessages = defineMessages('eventManagement.translations', {
  legend: 'Translations',
  description:
    'Optional: the title and description in Hindi and Gujarati. Readers in those languages see them, with a note; everyone else sees the original.',
  title: 'Title',
  descriptionField: 'Description',
});
