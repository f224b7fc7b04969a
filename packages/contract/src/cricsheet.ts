import { z } from 'zod';
import { cricketLimits as limits } from './cricket/limits';

// Cricsheet's JSON match format, versions 1.0.0 and 1.1.0 (https://cricsheet.org/format/json/;
// 1.1.0 added `toss.uncontested` and `innings.forfeited`): what GET /api/matches/{id}/cricsheet
// answers and POST /api/events/{id}/matches/cricsheet reads. Other keys (officials,
// powerplays, reviews…) are allowed and ignored.
//
// This schema is also the export's response schema, so it caps nothing the server derives:
// numbers are whole and not negative, and where the laws set no limit there is none here (the
// request's size limit bounds the lists). Each bound that is left says where it comes from;
// the laws engine checks every delivery on import (cricket/checks.ts).

const name = z.string().trim().min(1).max(60);
/** Runs are whole and never negative; no law caps them (cricket/limits.ts). */
const runs = z.number().int().min(0);

/** The versions whose layout this reads; a newer major version may move things. */
export const cricsheetVersions = ['1.0.0', '1.1.0'] as const;

export const cricsheetWicketKinds = [
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'run out',
  'hit wicket',
  'retired hurt',
  'retired not out',
  'retired out',
  'obstructing the field',
  'timed out',
  'handled the ball',
  'hit the ball twice',
] as const;
export type CricsheetWicketKind = (typeof cricsheetWicketKinds)[number];

const wicket = z.looseObject({
  player_out: name,
  kind: z.enum(cricsheetWicketKinds),
  // However many fielders touched a run out; a substitute fielder is marked.
  fielders: z
    .array(z.looseObject({ name: name.optional(), substitute: z.boolean().optional() }))
    .optional(),
});

/** Who came in for whom: a match replacement plays on; a role one finishes an over or bats. */
const replacement = z.looseObject({
  in: name,
  out: name.optional(),
  team: name.optional(),
  reason: z.string().max(60).optional(),
  role: z.string().max(20).optional(),
});

export const cricsheetDeliverySchema = z.looseObject({
  batter: name,
  bowler: name,
  non_striker: name,
  runs: z.looseObject({
    batter: runs,
    extras: runs,
    total: runs,
    non_boundary: z.boolean().optional(),
  }),
  extras: z
    .looseObject({
      wides: runs.optional(),
      noballs: runs.optional(),
      byes: runs.optional(),
      legbyes: runs.optional(),
      penalty: runs.optional(),
    })
    .optional(),
  // Law 31 and on: one dismissal a delivery; Cricsheet hangs a retirement on one too.
  wickets: z.array(wicket).max(2).optional(),
  replacements: z
    .looseObject({
      match: z.array(replacement).optional(),
      role: z.array(replacement).optional(),
    })
    .optional(),
});
export type CricsheetDelivery = z.infer<typeof cricsheetDeliverySchema>;

const innings = z.looseObject({
  team: name,
  overs: z
    .array(
      z.looseObject({
        over: z.number().int().min(0),
        // Six balls an over (Law 17.1), but wides and no-balls are bowled again and the laws
        // set no limit: the longest over in a men's international had 17 deliveries.
        deliveries: z.array(cricsheetDeliverySchema).min(1),
      }),
    )
    .optional(),
  super_over: z.boolean().optional(),
  /** A chase's target, revised by rain (D/L, DLS): the runs and the overs it was set for. */
  target: z.looseObject({ runs: runs.optional(), overs: z.number().min(0).optional() }).optional(),
  /** Penalty runs awarded before the innings' first ball or after its last (Law 41.17). */
  penalty_runs: z.looseObject({ pre: runs.optional(), post: runs.optional() }).optional(),
  declared: z.boolean().optional(),
  forfeited: z.boolean().optional(),
  absent_hurt: z.array(name).optional(),
  miscounted_overs: z.unknown().optional(),
});
export type CricsheetInnings = z.infer<typeof innings>;

export const cricsheetSchema = z.looseObject({
  meta: z.looseObject({
    data_version: z.enum(cricsheetVersions),
    created: z.string().max(30).optional(),
    revision: z.number().int().optional(),
  }),
  info: z.looseObject({
    teams: z.array(name).length(2),
    // The XI and every replacement who played (cricket/limits.ts squadOnCard).
    players: z.record(z.string(), z.array(name).max(limits.squadOnCard)).optional(),
    /** Cricsheet's id for each person: the same person under the same id in every file. */
    registry: z
      .looseObject({ people: z.record(z.string(), z.string().max(40)).optional() })
      .optional(),
    // One date a day of play; the laws set no number of days (the 1939 Timeless Test had ten).
    dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).min(1),
    balls_per_over: z
      .number()
      .int()
      .min(limits.ballsPerOver.min)
      .max(limits.ballsPerOver.max)
      .optional(),
    // Limited overs only (cricket/limits.ts); a Test has no `overs`.
    overs: z
      .number()
      .int()
      .min(limits.oversPerInnings.min)
      .max(limits.oversPerInnings.max)
      .optional(),
    /** What the file leaves out (Cricsheet's list): noted on the match, never fatal. */
    missing: z.array(z.unknown()).optional(),
    match_type: z.string().max(20).optional(),
    venue: z.string().max(200).optional(),
    city: z.string().max(100).optional(),
    // A league match has its `match_number`; a playoff its `stage` ("Qualifier 1", "Final").
    event: z
      .looseObject({
        name: z.string().max(200).optional(),
        stage: z.string().trim().min(1).max(100).optional(),
        match_number: z.number().int().min(0).optional(),
      })
      .optional(),
    toss: z
      .looseObject({
        winner: name,
        decision: z.enum(['bat', 'field']),
        uncontested: z.boolean().optional(),
      })
      .optional(),
    outcome: z
      .looseObject({
        winner: name.optional(),
        /** "tie", "no result" or "draw" when there is no winner. */
        result: z.string().max(40).optional(),
        // No law caps a margin in runs (cricket/limits.ts winByWickets); wickets are ten at most.
        by: z
          .looseObject({
            runs: runs.optional(),
            wickets: runs.max(limits.winByWickets).optional(),
            innings: runs.optional(),
          })
          .optional(),
        /** How a shortened match was decided: "D/L", "DLS", "VJD", "Awarded"… */
        method: z.string().max(40).optional(),
        /** Who won a tie's super over (or its bowl-out). */
        eliminator: name.optional(),
        bowl_out: name.optional(),
      })
      .optional(),
  }),
  // Two innings and any super overs; the laws set no number of super overs. An abandoned
  // match may have none.
  innings: z.array(innings),
});
export type Cricsheet = z.infer<typeof cricsheetSchema>;

/** The largest Cricsheet file the import reads (a 50-over match is about 600 KB). */
export const cricsheetMaxBytes = 1_500_000;

/**
 * A season as one upload: POST …/matches/cricsheet with `Content-Type: application/zip` and a
 * ZIP of match files, as Cricsheet publishes them (issue 41). The guards keep one upload from
 * taking the server's memory or an hour: Cricsheet's whole IPL archive (every season since
 * 2008) is about 1,100 files and 10 MB zipped; each file is read, checked and imported on its
 * own, one at a time.
 */
export const cricsheetArchiveLimits = {
  /** The upload itself. */
  maxBytes: 25_000_000,
  /** Match files in one archive: every IPL match yet played, with room. */
  maxFiles: 1_500,
  /** What the files say they unzip to, together (checked before any is read). */
  maxUnzippedBytes: 400_000_000,
  /**
   * How many times smaller than its content a file may be zipped: Cricsheet's JSON zips about
   * 15 to 1; a ZIP bomb's entries zip thousands to 1.
   */
  maxRatio: 100,
} as const;

/** One file of an archive: imported, skipped as already there, or refused with its field. */
export const cricsheetArchiveResultSchema = z.object({
  message: z.string(),
  imported: z.array(z.object({ file: z.string(), matchId: z.string() })),
  /** Files already imported (by Cricsheet's match id, or date and teams): not imported twice. */
  skipped: z.array(z.object({ file: z.string(), matchId: z.string() })),
  /** Refused files: the path of the first bad field (or the file itself) and why. */
  errors: z.array(z.object({ file: z.string(), field: z.string(), message: z.string() })),
});
export type CricsheetArchiveResult = z.infer<typeof cricsheetArchiveResultSchema>;
