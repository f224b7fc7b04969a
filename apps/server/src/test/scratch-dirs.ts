import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();
// A file whose suites are all skipped runs no afterAll: its folders go when the worker exits.
process.once('exit', () => removeScratchDirs());

/**
 * A new folder under the system's temp directory, removed when the test file that asked for it
 * ends (remove-scratch-dirs.ts, a setup file): left behind, a run leaves dozens. Readable by
 * others, because an embedded PostgreSQL runs as its own user when the tests run as root.
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  made.add(dir);
  return dir;
}

export function removeScratchDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}
