import { defineMessages } from '@portal/contract/i18n/define-messages';

/** /channels, /channel, /channel/:id and Create New Channel. */
export const channelPageMessages = defineMessages('channels.pages', {
  channelsTitle: 'Channels · {siteName}',
  channels: 'Channels',
  intro: 'Groups within the community, each with its members, events and a wall of posts.',
  createChannel: 'Create channel',
  filter: 'Filter channels',
  filterPlaceholder: 'Channel name',
  clearFilter: 'Clear filter',
  loadingChannels: 'Loading channels',
  channelsFailed: 'Failed to load channels',
  noMatch: 'No channels match “{q}”',
  noChannels: 'No channels yet',
  tryAnother: 'Try another name.',
  startFirst: 'Start the first one with Create channel.',
  appearHere: 'Channels created by members appear here.',
  moreFailed: 'Could not load more channels: {reason}',
  loadMore: 'Load more',
  channelTitle: 'Channel · {siteName}',
  channel: 'Channel',
  loadingChannel: 'Loading channel',
  channelFailed: 'Failed to load the channel',
  notFoundTitle: 'Channel not found · {siteName}',
  notFoundText:
    'It may have been deleted, or the link may be mistyped. Find it in the list of channels.',
  allChannels: 'All channels',
  findingYours: 'Finding your channel',
  yoursFailed: "We couldn't find your channels",
  seeAll: 'See all channels',
  createTitle: 'Create New Channel · {siteName}',
  createHeading: 'Create New Channel',
  createIntro: 'You will own the channel: you can change it, invite members and make them admins.',
  // Shown when the server's answer carries no message of its own (spec screen 10).
  created: 'Channel created successfully! Channel ID: {id}',
  goToChannel: 'Go to the channel',
  createButton: 'Create Channel',
});
