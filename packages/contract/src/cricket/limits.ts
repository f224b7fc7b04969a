// Where the game sets a number, the number; where it sets none, no cap on what is derived, and
// for what a person types only a guard against a slip of the finger, above every record
// (issue 41: the old caps were guesses, and a real IPL margin of 140 runs broke one of them).
// Plain numbers, no zod: the laws engine reads them too. Response schemas carry none of these:
// whatever the server derives, it can answer.

export const cricketLimits = {
  /**
   * Law 1.1: a side has eleven players. The engine also plays smaller club formats (a
   * 6-a-side gully game), so from 2.
   */
  playersPerSide: { min: 2, max: 11 },
  /**
   * A playing XI with its replacements: a concussion substitute (ICC playing conditions since
   * 2019) and the IPL's impact player (since 2023) come in for someone who may already have
   * batted or bowled, so a side's card can name 12 or more. Cricsheet lists them all under
   * `players`; five is room for every replacement a real file has.
   */
  squadOnCard: 16,
  /**
   * A squad typed by hand: the laws set none; the IPL's rules allow 25 a team, and a club's
   * season rarely needs more.
   */
  typedSquad: 30,
  /**
   * A team's players gathered from imported matches: every season a franchise has played adds
   * its players, and over years they run to hundreds. A bound on one team's list, not a rule.
   */
  importedSquad: 1000,
  /**
   * Law 17.1: six balls an over. Four-ball (England until 1900), five-ball, and eight-ball
   * overs (Australia until 1979) have been the law; The Hundred bowls sets of five or ten.
   */
  ballsPerOver: { min: 4, max: 10 },
  /**
   * Overs per innings of a limited-overs match (the laws set none; Law 12 leaves it to the
   * match's conditions): one-day internationals are 50, the first three World Cups
   * (1975–1983) were 60 a side. Tests have no overs limit and four innings, which this engine
   * does not play.
   */
  oversPerInnings: { min: 1, max: 60 },
  /** Law 10: ten wickets end an innings of eleven players. */
  wicketsPerInnings: 10,
  /**
   * Runs off one delivery. The laws set no limit (Law 18: every run completed counts; Law 19.8:
   * an overthrow to the boundary adds the boundary to the runs completed and the one in
   * progress). A guard against a typed 66: four run plus an overthrow to the boundary is 8,
   * more than any published scorecard shows off one ball.
   */
  runsOffOneBall: 8,
  /** Law 41 and others: a penalty is 5 runs; two awards can fall on one delivery. */
  penaltyRunsOnOneRecord: 10,
  /**
   * A team's total typed by hand. The laws set none: a T20 total has passed 300 (344, Zimbabwe
   * v Gambia, 2024), a 50-over total 480 (498, England v Netherlands, 2022), a first-class
   * total 1,000 (1,107, Victoria v New South Wales, 1926). A guard well above all of them.
   */
  typedTeamRuns: 2000,
  /**
   * One batter's runs or one bowler's runs conceded, typed by hand. No law: the first-class
   * record innings is 501* (Lara, 1994), the most conceded in a Test innings 298.
   */
  typedPlayerRuns: 1000,
  /**
   * Balls one batter faced, typed: at most every legal ball of the longest limited-overs
   * innings (60 overs of 10) and the no-balls among them; the laws set no cap on no-balls.
   */
  typedBallsFaced: 1000,
  /**
   * A match's innings when every ball is scored: one each (Law 12), then super overs until
   * there is a winner (ICC playing conditions since 2019; Netherlands v Nepal, 2025, needed
   * three). The laws set no limit; this bounds a request, and the engine refuses an innings
   * the match does not have.
   */
  inningsPerMatch: 40,
  /**
   * Balls (with the records that are not deliveries) one match logs: 2 × 60 overs of 10 balls is
   * 1,200 legal balls, plus wides, no-balls, penalties, retirements and super overs.
   */
  ballsPerMatch: 5000,
  /**
   * A margin written in a result. The laws set none: Test margins reach an innings and 579
   * runs (England v Australia, 1938), one-day margins 317 runs (India v Sri Lanka, 2023); a
   * win by wickets is at most 10 (Law 16).
   */
  winByWickets: 10,
} as const;
