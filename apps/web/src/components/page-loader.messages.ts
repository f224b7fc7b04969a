import { defineMessages } from '@portal/contract/i18n/define-messages';

export const pageLoaderMessages = defineMessages('components.pageLoader', {
  loading: 'Loading page',
});
