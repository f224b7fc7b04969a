import { defineMessages } from '@portal/contract';

/** Words on the link-preview cards and in their descriptions (the rest is the page's own). */
export const linkPreviewMessages = defineMessages('server.linkPreviews', {
  online: 'Online',
  cancelled: 'Cancelled',
  photoFrom: 'A photo from {event}',
});
