// No zod here: the web's first visit imports this (ADR 20); the schemas are in tournament.ts.

/** Spec §2/§8 tournament texts, verbatim where the spec gives them. */
export const tournamentMessages = {
  searchPlaceholder: 'Search matches...',
  noMatchesFor: (term: string) => `No matches found for "${term}"`,
  loadingMatches: 'Loading matches...',
  errorLoading: 'Error Loading Data',
  noMatches: 'No Matches Available',
  noBatting: 'No batting data available',
  noBowling: 'No bowling data available',
  inProgress: 'Match in progress',
  teamNotFound: 'Team not found.',
  matchNotFound: 'Match not found.',
  shortNameTaken: 'Another team in this event already uses that short name.',
} as const;
