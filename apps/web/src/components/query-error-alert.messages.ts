import { defineMessages } from '@portal/contract/i18n/define-messages';

export const queryErrorMessages = defineMessages('components.queryError', {
  tryAgain: 'Try again',
});
