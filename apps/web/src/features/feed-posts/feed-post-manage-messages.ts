import { defineMessages } from '@portal/contract/i18n/define-messages';

export const feedPostManageMessages = defineMessages('feedPosts.manage', {
  title: 'Manage Feed Posts',
  intro: 'The posts you manage, newest first. Only active posts appear on the home page.',
  channelIntro: 'Posts of {channel}. Only active posts appear on the home page.',
  oneChannel: 'one channel',
  showAll: 'Show all my posts',
  addNew: 'Add New Post',
  loading: 'Loading posts',
  empty: 'No feed posts yet',
  emptyText: 'Posts you write for your channels (or site-wide, as a site admin) appear here.',
  noActive: 'No active posts.',
  noInactive: 'No inactive posts.',
  allPosts: 'All Posts',
  active: 'Active',
  inactive: 'Inactive',
  count: '({count})',
  siteWide: 'Site-wide',
  opensInNewTab: '(opens in a new tab)',
  edit: 'Edit',
  delete: 'Delete',
  confirmDeleteTitle: 'Delete “{title}”?',
  cancel: 'Cancel',
  noChannel: "You don't manage any channel",
  noChannelText:
    'Feed posts belong to a channel, and only its admins can write them. Ask a site admin or a channel owner to make you an admin of a channel.',
  goHome: 'Go to the home page',
});
