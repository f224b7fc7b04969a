import { z } from 'zod';
import { matchStatuses } from './tournament';

// What the match center's live feed (GET /api/events/{id}/live, Server-Sent Events) carries in
// each message's data: the live matches' score summary, so a viewer sees the score without a
// refetch. Every message ("state" first, then one "change" per update) carries the whole
// summary, and an `id:` a reconnect sends back as Last-Event-ID (issue 23).

export const liveInningsSchema = z.object({
  battingTeam: z.string(),
  runs: z.number().int(),
  wickets: z.number().int(),
  overs: z.string(),
});

export const liveMatchSummarySchema = z.object({
  id: z.string(),
  team1ShortName: z.string(),
  team2ShortName: z.string(),
  status: z.enum(matchStatuses),
  result: z.string().nullable(),
  innings: z.array(liveInningsSchema),
});
export type LiveMatchSummary = z.infer<typeof liveMatchSummarySchema>;

export const liveStateSchema = z.object({
  eventId: z.string(),
  /** When this process last read the state (ISO 8601): the page shows "last update". */
  updatedAt: z.string(),
  matches: z.array(liveMatchSummarySchema),
});
export type LiveState = z.infer<typeof liveStateSchema>;
