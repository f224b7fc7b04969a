// No zod here: the web's first visit imports this (ADR 20); the schemas are in posts.ts.

/** Wall post texts (spec §5: blank text is not sent; the server refuses it too). */
export const postMessages = {
  contentRequired: 'Write something before posting.',
  notMember: 'Join this channel to post on its wall.',
  deleted: 'Post removed.',
  notFound: 'Post not found.',
  formerMember: 'Former member',
} as const;
