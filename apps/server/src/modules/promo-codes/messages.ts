import { defineMessages } from '@portal/contract';

export const promoCodeServerMessages = defineMessages('server.promoCodes', {
  notFound: 'This event has no such promo code.',
});
