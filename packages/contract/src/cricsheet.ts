import { z } from 'zod';

// Cricsheet's JSON match format, version 1.1.0 (https://cricsheet.org/format/json/): what
// GET /api/matches/{id}/cricsheet answers and POST /api/events/{id}/matches/cricsheet reads.
// Only the parts a ball-by-ball match uses are read; other keys (registry, officials,
// powerplays, replacements…) are allowed and ignored.

const name = z.string().trim().min(1).max(60);
const runs = z.number().int().min(0).max(50);

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
  fielders: z
    .array(z.looseObject({ name: name.optional() }))
    .max(3)
    .optional(),
});

export const cricsheetDeliverySchema = z.looseObject({
  batter: name,
  bowler: name,
  non_striker: name,
  runs: z.looseObject({ batter: runs, extras: runs, total: runs }),
  extras: z
    .looseObject({
      wides: runs.optional(),
      noballs: runs.optional(),
      byes: runs.optional(),
      legbyes: runs.optional(),
      penalty: runs.optional(),
    })
    .optional(),
  wickets: z.array(wicket).max(2).optional(),
});
export type CricsheetDelivery = z.infer<typeof cricsheetDeliverySchema>;

const innings = z.looseObject({
  team: name,
  overs: z
    .array(
      z.looseObject({
        over: z.number().int().min(0).max(99),
        deliveries: z.array(cricsheetDeliverySchema).min(1).max(30),
      }),
    )
    .max(100)
    .optional(),
  super_over: z.boolean().optional(),
});

export const cricsheetSchema = z.looseObject({
  meta: z.looseObject({
    data_version: z.string().max(20),
    created: z.string().max(30).optional(),
    revision: z.number().int().optional(),
  }),
  info: z.looseObject({
    teams: z.array(name).length(2),
    players: z.record(z.string(), z.array(name).max(15)).optional(),
    dates: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
      .min(1)
      .max(10),
    balls_per_over: z.number().int().min(4).max(10).optional(),
    overs: z.number().int().min(1).max(50).optional(),
    match_type: z.string().max(20).optional(),
    venue: z.string().max(200).optional(),
    city: z.string().max(100).optional(),
    event: z.looseObject({ name: z.string().max(200).optional() }).optional(),
    toss: z.looseObject({ winner: name, decision: z.enum(['bat', 'field']) }).optional(),
    outcome: z
      .looseObject({
        winner: name.optional(),
        result: z.string().max(40).optional(),
        by: z.looseObject({ runs: runs.optional(), wickets: runs.optional() }).optional(),
      })
      .optional(),
  }),
  innings: z.array(innings).min(1).max(6),
});
export type Cricsheet = z.infer<typeof cricsheetSchema>;

/** The largest Cricsheet file the import reads (a 50-over match is about 600 KB). */
export const cricsheetMaxBytes = 1_500_000;
