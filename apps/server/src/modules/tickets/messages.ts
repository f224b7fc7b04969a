import { defineMessages } from '@portal/contract';

export const ticketServerMessages = defineMessages('server.tickets', {
  typeInUse:
    'A ticket type that people have registered with cannot be removed. Hide it instead, so no one new can choose it.',
  idOfAnotherEvent: 'An id in this list belongs to another event. Leave _id out for new rows.',
});
