import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Following a match or a team (issue 40). */
export const followMessages = defineMessages('tournament.follow', {
  follow: 'Follow',
  following: 'Following',
  followName: 'Follow {name}: be told when it starts and finishes',
  followingName: 'Following {name}; press to stop',
  failed: 'Could not change what you follow.',
});
