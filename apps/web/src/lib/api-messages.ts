import { defineMessages } from '@portal/contract/i18n/define-messages';

// The client's own sentences for a call that failed without a usable answer from the server
// (the server's own messages arrive in the reader's language already).
export const apiMessages = defineMessages('lib.api', {
  unreachable: 'Could not reach the server. Check your connection and try again.',
  httpError: 'The server could not complete the request (HTTP {status}).',
  invalidResponse: 'The server sent a response this page does not understand. Try reloading.',
  unknownError: 'Something went wrong. Please try again.',
});
