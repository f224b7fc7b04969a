// Issue 41: a 74-match T20 season of Cricsheet files (cricsheet-season.mjs, made up ball by
// ball from a seed) zipped and imported through the real endpoint by an event manager, as
// Cricsheet's downloads are; then the same ZIP again (every file already there). The points
// table, net run rates and leaderboards the server derives are checked against the ones the
// generator works out from the deliveries on its own. Target: the import under a minute.
import { randomBytes } from 'node:crypto';
import { generateSeason, SEASON_MATCHES, seasonTable, seasonZip } from './cricsheet-season.mjs';
import { adminToken } from './bench-sessions.mjs';

export const SEASON_TARGET_SECONDS = 60;

async function call(url, token, path, init = {}) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Where the server's table and leaderboards differ from the generator's, in words. */
export function seasonDifferences(expected, teams, boards) {
  const differences = [];
  const names = teams.map((team) => team.name).join(', ');
  if (names !== expected.table.map((row) => row.name).join(', '))
    differences.push(`order: ${names}`);
  for (const row of expected.table) {
    const team = teams.find((entry) => entry.name === row.name);
    if (!team) {
      differences.push(`${row.name} missing`);
      continue;
    }
    const pairs = [
      ['points', team.points, row.points],
      ['played', team.matchesPlayed, row.played],
      ['won', team.wins, row.won],
      ['lost', team.losses, row.lost],
      ['no result', team.noResults, row.noResult],
    ];
    for (const [what, got, want] of pairs)
      if (got !== want) differences.push(`${row.name} ${what} ${got}, expected ${want}`);
    if (Math.abs(team.netRunRate - row.netRunRate) > 0.001)
      differences.push(`${row.name} NRR ${team.netRunRate}, expected ${row.netRunRate}`);
  }
  for (const entry of boards.mostRuns)
    if (expected.runs.get(entry.player) !== entry.runs)
      differences.push(
        `${entry.player} ${entry.runs} runs, expected ${expected.runs.get(entry.player)}`,
      );
  for (const entry of boards.mostWickets)
    if (expected.wickets.get(entry.player) !== entry.wickets)
      differences.push(
        `${entry.player} ${entry.wickets} wickets, expected ${expected.wickets.get(entry.player)}`,
      );
  return differences;
}

export async function importSeasonBench(server, dataDir, log) {
  const token = await adminToken(dataDir, {
    name: 'Bench Season Admin',
    email: 'bench.season.admin@example.org',
    mobile: '+919599999998',
  });
  const season = generateSeason();
  const expected = seasonTable(season.files);
  const zip = seasonZip(season.files);
  const start = new Date(Date.now() + 7 * 86_400_000);
  const event = await call(server.url, token, '/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Bench Premier League ${randomBytes(3).toString('hex')}`,
      description: 'A season imported from Cricsheet files.',
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      location: 'Bench Stadium',
      address: '1 Boundary Road',
    }),
  });
  const upload = async () => {
    const began = performance.now();
    const answer = await call(server.url, token, `/api/events/${event._id}/matches/cricsheet`, {
      method: 'POST',
      headers: { 'content-type': 'application/zip' },
      body: zip,
    });
    return { seconds: (performance.now() - began) / 1000, answer };
  };
  log(`season: ${SEASON_MATCHES} matches, ${(zip.length / 1024).toFixed(0)} KB zipped`);
  const first = await upload();
  const again = await upload();
  const tournament = await call(server.url, token, `/api/events/${event._id}/tournament`);
  const boards = await call(server.url, token, `/api/events/${event._id}/tournament/leaderboards`);
  const differences = seasonDifferences(expected, tournament.teams, boards);
  const summary = (run) =>
    `${run.seconds.toFixed(1)} s (imported ${run.answer.imported.length}, already there ${run.answer.skipped.length}, refused ${run.answer.errors.length})`;
  log(
    `season: import ${summary(first)}; again ${summary(again)}; ${differences.length} differences`,
  );
  for (const line of differences.slice(0, 10)) log(`season: ${line}`);
  return {
    matches: SEASON_MATCHES,
    kilobytes: zip.length / 1024,
    runs: [
      ['Import', first],
      ['Same ZIP again', again],
    ].map(([name, run]) => ({
      name,
      seconds: run.seconds,
      imported: run.answer.imported.length,
      skipped: run.answer.skipped.length,
      errors: run.answer.errors.length,
    })),
    differences,
  };
}
