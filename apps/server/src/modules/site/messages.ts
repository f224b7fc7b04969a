import { defineMessages } from '@portal/contract';

/** The home page headline for each identity, until an admin writes their own. */
export const taglineMessages = defineMessages('server.site.tagline', {
  community: 'Connect locally, live globally',
  alumni: 'Stay connected with your school and each other',
});
