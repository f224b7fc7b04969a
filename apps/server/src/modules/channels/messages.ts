import { defineMessages } from '@portal/contract';

/** Channel answers the contract's channelMessages do not have. */
export const channelServerMessages = defineMessages('server.channels', {
  noSuchPerson: 'No such person.',
  ownerDeletes: 'Only the channel’s owner can delete it.',
  notAMember: 'That person is not a member of this channel.',
  noPending: 'No pending invitation or request.',
  membersOnly: 'Only the channel’s members can see who is in it.',
  inviteSent:
    'Invitation sent. An email address without an account gets a link to sign up; a mobile number without an account gets nothing.',
});

/** The email to a member a channel's admin invited. */
export const inviteMailMessages = defineMessages('server.channels.inviteMail', {
  subject: 'You are invited to {channel}',
  body: 'Hello {name},\n\nYou have been invited to join the channel "{channel}" on {siteName}.\nOpen it to accept or decline:\n\n{link}\n',
  newcomerBody:
    'Hello,\n\nYou have been invited to join the channel "{channel}" on {siteName}.\nCreate your account here:\n\n{signUp}\n\nthen open the channel and ask to join:\n\n{link}\n\nIf you were not expecting this, ignore this email.\n',
});
