import { defineMessages } from '@portal/contract/i18n/define-messages';

export const confirmModalMessages = defineMessages('components.confirmModal', {
  confirm: 'Confirm',
  cancel: 'Cancel',
});
