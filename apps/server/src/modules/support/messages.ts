import { defineMessages } from '@portal/contract';

export const supportServerMessages = defineMessages('server.support', {
  notFound: 'Message not found.',
});

/** The email to each site admin about a 'Talk to us' message. */
export const supportMailMessages = defineMessages('server.support.mail', {
  subject: 'New message from {firstName} {lastName}',
  body: '{firstName} {lastName} <{email}> wrote:\n\n{message}\n\nAnswer by replying to them; mark it handled in the inbox: {inbox}\n',
});
