import { defineMessages } from '@portal/contract/i18n/define-messages';

export const pendingDeletionMessages = defineMessages('members.pendingDeletions', {
  count:
    '{count, plural, =0 {No deleted accounts waiting to be erased} one {# deleted account can still be restored by its member (erased after 7 days)} other {# deleted accounts can still be restored by their members (erased after 7 days)}}',
});
