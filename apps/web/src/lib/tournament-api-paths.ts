// The tournament's and scoring's calls, apart from paths.ts: only lazily loaded screens use them,
// and paths.ts is part of every first visit.
export const tournamentApiPaths = {
  ofEvent: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/tournament`,
  points: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/tournament/points`,
  format: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/tournament/format`,
  importCricsheet: (eventId: string) =>
    `/api/events/${encodeURIComponent(eventId)}/matches/cricsheet`,
  cricsheet: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/cricsheet`,
  leaderboards: (eventId: string) =>
    `/api/events/${encodeURIComponent(eventId)}/tournament/leaderboards`,
  live: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/live`,
  teams: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/teams`,
  team: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`,
  matches: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/matches`,
  importMatches: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/matches/import`,
  match: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}`,
  score: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/score`,
  balls: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/balls`,
  lastBall: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/balls/last`,
  lineups: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/lineups`,
  toss: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/toss`,
  scorers: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/scorers`,
} as const;
