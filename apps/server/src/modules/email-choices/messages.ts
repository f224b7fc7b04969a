import { defineMessages } from '@portal/contract';

/** The lines every optional email ends with (issue 39), in the recipient's language. */
export const optionalMailMessages = defineMessages('server.emailChoices.footer', {
  privacy: 'How we look after your data: {link}',
  unsubscribe: 'Stop emails like this with one click: {link}',
  unsubscribeHtml: 'Stop emails like this',
  privacyHtml: 'Privacy notice',
});
