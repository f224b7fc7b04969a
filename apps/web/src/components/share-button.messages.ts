import { defineMessages } from '@portal/contract/i18n/define-messages';

export const shareMessages = defineMessages('components.share', {
  share: 'Share',
  shareWhat: 'Share “{title}”',
  whatsapp: 'WhatsApp',
  email: 'Email',
  copyLink: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the address and copy it yourself.',
});
