import { defineMessages } from '@portal/contract';

/** Channel answers the contract's channelMessages do not have. */
export const channelServerMessages = defineMessages('server.channels', {
  noSuchPerson: 'No such person.',
  ownerDeletes: 'Only the channel’s owner can delete it.',
  notAMember: 'That person is not a member of this channel.',
  noPending: 'No pending invitation or request.',
});

/** The email to a member a channel's admin invited. */
export const inviteMailMessages = defineMessages('server.channels.inviteMail', {
  subject: 'You are invited to {channel}',
  body: 'Hello {name},\n\nYou have been invited to join the channel "{channel}" on {siteName}.\nOpen it to accept or decline:\n\n{link}\n',
});
