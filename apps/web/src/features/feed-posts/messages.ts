import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The home page's news and the posts as visitors read them. */
export const feedPostReaderMessages = defineMessages('feedPosts.reader', {
  heading: 'Community news',
  loading: 'Loading news...',
  retry: 'Retry',
  readMore: 'Read more',
  readMoreAbout: 'about {title} (opens in a new tab)',
});

/** Manage Feed Posts and its cards. */
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

/** The feed post form, as a page and in the modal. */
export const feedPostFormMessages = defineMessages('feedPosts.form', {
  pageTitle: 'Create Feed Post',
  pageIntro: 'Title and content are required. Active posts appear on the home page.',
  backToManage: 'Manage Feed Posts',
  siteHome: '{site} home',
  editTitle: 'Edit Post',
  addTitle: 'Add New Post',
  close: 'Close',
  editLabel: 'Edit feed post',
  createLabel: 'Create feed post',
  channelsFailed: 'Could not load your channels',
  errorWith: 'Error: {reason}',
  saveFailedWith: 'Failed to create/update post: {reason}',
  cancel: 'Cancel',
  save: 'Save changes',
  create: 'Create Post',
  title: 'Title',
  content: 'Content',
  imageUrl: 'Image URL',
  imageUrlHint: 'Optional; an address starting with https://',
  link: 'External link',
  linkHint: 'Optional; shown as “Read more”',
  channel: 'Channel',
  channelHintRequired: 'One of the channels you manage',
  channelHintSiteWide: 'Site-wide posts appear for the whole community',
  activeLabel: 'Active',
  activeHint: 'Inactive posts stay hidden from the home page',
  siteWideOption: 'Site-wide (no channel)',
  currentChannel: 'Current channel',
  selectChannel: 'Select a channel',
  translations: 'Translations',
  translationsHint:
    'Optional: the title and content in Hindi and Gujarati. Readers in those languages see them, with a note; everyone else sees the original.',
});
