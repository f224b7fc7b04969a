import { defineMessages } from '@portal/contract/i18n/define-messages';

// Kept apart from the channel page's texts: the home page shows a wall on the first visit, and
// these are all it needs.
export const wallMessages = defineMessages('channels.wall', {
  posts: 'Posts',
  signIn: 'Sign in',
  // {signIn} is the "Sign in" link.
  signInToPost: '{signIn} to post.',
  loadingPosts: 'Loading posts',
  loadFailed: 'Failed to load posts',
  noPosts: 'No posts yet',
  beFirst: 'Be the first to write something.',
  nothingPosted: 'Nothing has been posted here.',
  olderFailed: 'Could not load older posts: {reason}',
  loadOlder: 'Load older posts',
  deleteTitle: 'Delete this post?',
  deleteText: 'Are you sure you want to delete this post permanently?',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteFailed: 'Could not delete the post: {reason}',
  deleteBy: 'Delete post by {name}',
  justNow: 'just now',
  newPost: 'New post',
  composerPlaceholder: 'Share something with the community',
  shortcut: 'Ctrl+Enter to post',
  post: 'Post',
  postFailed: 'Could not post. Please try again.',
});
