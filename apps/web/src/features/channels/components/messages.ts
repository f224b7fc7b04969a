import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The card and the channel page's header. */
export const channelViewMessages = defineMessages('channels.channel', {
  memberCount: '{count, plural, one {# member} other {# members}}',
  managePage: 'Manage Page',
  deleteTitle: 'Delete {name}?',
  deleteText:
    'Are you sure you want to delete this channel permanently? Its members list and wall are deleted; its events stay, without a channel.',
  deleteChannel: 'Delete channel',
  cancel: 'Cancel',
});

/** The channel form's fields (create and Manage Page). */
export const channelFieldMessages = defineMessages('channels.fields', {
  name: 'Channel name',
  coverUrl: 'Cover image URL',
  coverUrlHint:
    'A wide picture for the top of the page: upload one below, or paste its web address (https://…)',
  uploadCover: 'Upload a cover image',
  coverPreview: 'Cover preview',
  description: 'Description',
  descriptionHint: 'What the channel is about (optional)',
});

export const manageMessages = defineMessages('channels.manage', {
  title: 'Manage Page',
  close: 'Close',
  form: 'Edit channel',
  saveFailed: 'Could not save the channel.',
  cancel: 'Cancel',
  save: 'Save changes',
  deleteHeading: 'Delete channel',
  deleteText:
    'The channel, its members list and its wall are deleted. Its events stay, without a channel.',
  deleteButton: 'Delete channel',
  onlyOwner: "Only the channel's owner or a site admin can delete it.",
});

/** Spec screen 16's Activity menu. */
export const activityMessages = defineMessages('channels.activity', {
  activity: 'Activity',
  createEvent: 'Create Event',
  createFeedPost: 'Create Feed Post',
  eventDashboard: 'Event Dashboard',
  addMember: 'Add Member',
  members: 'Members',
  manageEvents: 'Manage Events',
  manageFeedPosts: 'Manage Feed Posts',
});

export const membersMessages = defineMessages('channels.members', {
  heading: 'Members',
  loading: 'Loading members',
  loadFailed: 'Failed to load members',
  none: 'No members yet.',
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  actionsFor: 'Actions for {name}',
  makeAdmin: 'Make admin',
  makeMember: 'Make member',
  removeFromChannel: 'Remove from channel',
  removeTitle: 'Remove {name}?',
  removeText: '{name} will no longer be a member of {channel}. They can ask to join again.',
  remove: 'Remove',
  cancel: 'Cancel',
});

/** Belonging to a channel: joining, leaving, and answering one's own invitations. */
export const membershipMessages = defineMessages('channels.membership', {
  signInToJoin: 'Sign in to join',
  youOwn: 'You own this channel',
  youAre: 'You are {role, select, admin {an admin} other {a member}}',
  invitedHere: 'You are invited to this channel.',
  askToJoin: 'Ask to join',
  requestPending: 'Request pending',
  adminWillReview: 'A channel admin will review it.',
  withdrawRequest: 'Withdraw request',
  requestWithdrawn: 'Request withdrawn.',
  leaveTitle: 'Leave {name}?',
  leaveText: 'You will no longer post on its wall. To come back, ask to join again.',
  leaveChannel: 'Leave channel',
  cancel: 'Cancel',
  openToAnswer: 'Open {name} to answer',
  accept: 'Accept',
  acceptInvitation: 'Accept invitation to {name}',
  decline: 'Decline',
  declineInvitation: 'Decline invitation to {name}',
  yourInvitations: 'Your invitations',
  loadingInvitations: 'Loading your invitations',
  invitationsFailed: 'Failed to load your invitations',
  noInvitations: 'No invitations waiting for you.',
  // {time} is "5 minutes ago", "yesterday" or a date and time.
  invitedYou: 'Invited you {time}',
});

/** Pending Invites and the invite form, for the channel's managers. */
export const invitesMessages = defineMessages('channels.invites', {
  heading: 'Pending Invites',
  loading: 'Loading pending invites',
  loadFailed: 'Failed to load pending invites',
  none: 'No pending invites or requests.',
  askedToJoin: 'asked to join',
  invited: 'invited',
  accept: 'Accept',
  acceptName: 'Accept {name}',
  reject: 'Reject',
  rejectName: 'Reject {name}',
  waiting: 'Waiting for them to accept.',
  withdraw: 'Withdraw',
  withdrawName: 'Withdraw invitation to {name}',
  inviteHeading: 'Invite a member',
  identifier: 'Mobile number or email',
  inviteFailed: 'Could not send the invitation.',
  invite: 'Invite',
});
