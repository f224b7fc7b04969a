// Managing a feed post, apart from paths.ts (part of every first visit): the management
// screens load lazily.
export const feedPostApiPaths = {
  one: (id: string) => `/api/feedposts/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/feedposts/${encodeURIComponent(id)}/status`,
} as const;
