import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const made = new Set<string>();

/**
 * A new folder in the run's scratch folder (global-setup.ts), removed when the test file that
 * asked for it ends (remove-scratch-dirs.ts, a setup file), and with the whole scratch folder at
 * the end of the run in any case (a file whose suites are all skipped runs no afterAll). Left
 * behind, a run left dozens. Readable by others: an embedded PostgreSQL runs as its own user
 * when the tests run as root.
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(inject('scratchRoot'), prefix));
  chmodSync(dir, 0o755);
  made.add(dir);
  return dir;
}

export function removeScratchDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}
