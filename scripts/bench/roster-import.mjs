// Issue 35: a 20,000-row roster CSV through the real endpoint, as a site admin uploads it: the dry
// run, the import (one transaction), and the same file again (nothing to change). Target < 30 s.
import { adminToken } from './bench-sessions.mjs';

export const ROSTER_ROWS = Number(process.env.BENCH_ROSTER_ROWS ?? 20_000);
export const ROSTER_TARGET_SECONDS = 30;

const firsts = ['राहुल', 'જયેશ', 'Zoë', 'செல்வி', 'Anne-Marie', 'Omar', 'प्रिया', 'Kabir', 'હેમલતા'];
const lasts = ['शर्मा', 'પટેલ', 'Ó Briain', 'முருகன்', "O'Brien", 'Sheikh', 'देशपांडे', "D'Souza"];
const countries = ['IN', 'India', 'GB', 'AE', 'US', 'Canada', 'SG', 'KE'];

/** A sheet as associations keep them: a BOM, every column, Indian mobiles written nationally. */
export function rosterCsv(rows = ROSTER_ROWS) {
  const lines = ['\uFEFFName,Email,Mobile,Batch,Course,City,Country,Notes'];
  for (let i = 0; i < rows; i += 1)
    lines.push(
      [
        `${firsts[i % firsts.length]} ${lasts[(i * 7) % lasts.length]}`,
        `bench.roster.${i}@example.org`,
        `9${String(700_000_000 + i).padStart(9, '0')}`,
        1960 + (i % 66),
        i % 3 ? 'B.Com' : '"B.Tech, CSE"',
        i % 5 ? 'Pune' : '"Dubai\nMarina"',
        countries[i % countries.length],
        i % 97 ? '' : '=HYPERLINK("http://example.org")',
      ].join(','),
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function upload(url, token, csv, dryRun) {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'roster.csv');
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/roster/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer = await response.json();
  return { status: response.status, seconds: (performance.now() - started) / 1000, answer };
}

export async function importRosterAtScale(server, dataDir, log) {
  const token = await adminToken(dataDir, {
    name: 'Bench Admin',
    email: 'bench.roster.admin@example.org',
    mobile: '+919599999999',
  });
  const csv = rosterCsv();
  log(`roster: ${ROSTER_ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
  const dry = await upload(server.url, token, csv, true);
  const real = await upload(server.url, token, csv, false);
  const again = await upload(server.url, token, csv, false);
  const summary = (run) =>
    `${run.status} in ${run.seconds.toFixed(1)} s (imported ${run.answer.imported}, updated ${run.answer.updated}, errors ${run.answer.errors?.length})`;
  log(`roster: dry run ${summary(dry)}; import ${summary(real)}; again ${summary(again)}`);
  return {
    rows: ROSTER_ROWS,
    megabytes: csv.length / 1024 / 1024,
    runs: [
      ['Dry run', dry],
      ['Import', real],
      ['Same file again', again],
    ].map(([name, run]) => ({
      name,
      status: run.status,
      seconds: run.seconds,
      imported: run.answer.imported ?? 0,
      updated: run.answer.updated ?? 0,
      errors: run.answer.errors?.length ?? 0,
    })),
  };
}
