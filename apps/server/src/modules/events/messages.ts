import { defineMessages } from '@portal/contract';

export const eventServerMessages = defineMessages('server.events', {
  forbidden: 'You can’t manage this event.',
  chooseChannel: 'Choose a channel you manage for this event.',
  chooseChannelField: 'Choose a channel you manage',
  noSuchChannel: 'That channel does not exist.',
  noSuchChannelField: 'That channel does not exist',
  channelsYouManage: 'You can only add events to channels you manage.',
  /** The subscribable calendar's name, as calendar apps list it. */
  calendarName: '{site} events',
});
