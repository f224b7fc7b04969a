import { defineMessages } from '@portal/contract/i18n/define-messages';

export const photoUploaderMessages = defineMessages('components.photoUploader', {
  choose: 'Choose photos',
  chooseOne: 'Choose a photo',
  dropHint: 'or drop them here. JPEG, PNG, WebP, AVIF or GIF.',
  dropHintOne: 'or drop it here. JPEG, PNG, WebP, AVIF or GIF.',
  uploading: 'Uploading {name}',
  uploaded: '{name} uploaded',
  failed: '{name} was not uploaded: {reason}',
  retry: 'Try again',
  retryNamed: 'Try again: {name}',
  remove: 'Remove {name}',
});
