// The heavier proof suites of issue #8 at full count (CI runs them smaller). They are written
// separately; each runs only if its test file exists in this checkout, else a note says so.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { performance } from 'node:perf_hooks';
import { onCleanup } from './cleanup.mjs';
import { stopChild } from './processes.mjs';
import { root } from './portal-server.mjs';

const testDir = path.join(root, 'apps/server/src/test');

/** A server test file that reads `variable`, preferring `preferred` when it exists. */
function findSuite(preferred, variable) {
  if (existsSync(path.join(testDir, preferred))) return `src/test/${preferred}`;
  if (!existsSync(testDir)) return undefined;
  const file = readdirSync(testDir).find(
    (name) =>
      name.endsWith('.test.ts') &&
      readFileSync(path.join(testDir, name), 'utf8').includes(variable),
  );
  return file && `src/test/${file}`;
}

export const proofSuites = [
  {
    name: 'fuzz',
    file: 'fuzz.test.ts',
    variable: 'FUZZ_REQUESTS',
    count: process.env.FUZZ_REQUESTS ?? '5000',
  },
  {
    name: 'crash safety',
    file: 'crash-safety.test.ts',
    variable: 'CRASH_WRITES',
    count: process.env.CRASH_WRITES ?? '5000',
  },
];

function runVitest(file, env) {
  const started = performance.now();
  const child = spawn(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'server', file],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = onCleanup(() => stopChild(child));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      void stop();
      const summary = stripVTControlCharacters(output)
        .split('\n')
        .filter((line) => /^\s*(Tests|Test Files)\s/.test(line))
        // A table cell: vitest's "1 passed | 1 skipped" must not split it.
        .map((line) => line.trim().replace(/\s*\|\s*/g, ', '))
        .join('; ');
      resolve({
        passed: code === 0,
        seconds: (performance.now() - started) / 1000,
        summary,
        output,
      });
    }),
  );
}

/** Runs each suite that exists; a missing one is reported as skipped, not as a failure. */
export async function runProofSuites(log) {
  const results = [];
  for (const suite of proofSuites) {
    const file = findSuite(suite.file, suite.variable);
    if (!file) {
      log(
        `proof suite "${suite.name}": no apps/server/src/test/${suite.file} in this checkout, skipped`,
      );
      results.push({ ...suite, skipped: true });
      continue;
    }
    log(`proof suite "${suite.name}": ${suite.variable}=${suite.count} vitest ${file}`);
    const result = await runVitest(file, { [suite.variable]: suite.count });
    if (!result.passed) console.error(result.output.slice(-4000));
    results.push({ ...suite, file, ...result, output: undefined });
  }
  return results;
}
