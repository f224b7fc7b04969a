import { defineMessages } from '@portal/contract/i18n/define-messages';

export const feedPostReaderMessages = defineMessages('feedPosts.reader', {
  heading: 'Community news',
  loading: 'Loading news...',
  retry: 'Retry',
  readMore: 'Read more',
  readMoreAbout: 'about {title} (opens in a new tab)',
});
