import { defineMessages } from '@portal/contract';

export const wallMessages = defineMessages('server.posts', {
  removeForbidden: 'Only its author or the wall’s admins can remove a post.',
});
