import { defineMessages } from '@portal/contract';

/** The email to someone a site admin added as a member. */
export const invitationMailMessages = defineMessages('server.members.invitationMail', {
  subject: 'You are invited to {siteName}',
  body: 'Hello {name},\n\nAn administrator of {siteName} has added you as a member.\nChoose your password within 7 days with this link:\n\n{link}\n\nThen sign in with your mobile number {mobile} and that password.\n',
});
