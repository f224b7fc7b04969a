import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../test/scratch-dirs';
import { findUntraversableFolder, recoverFromUncleanExit } from './postgres-process';

const stranger = { uid: 54_321, gid: 54_321 };

describe('findUntraversableFolder', () => {
  it('names the private folder on the way to the data directory', () => {
    const home = scratchDir('portal-home-');
    chmodSync(home, 0o700);
    const target = path.join(home, 'project', 'data', 'postgres');
    mkdirSync(path.dirname(target), { recursive: true });
    expect(findUntraversableFolder(target, stranger)).toBe(home);
    chmodSync(home, 0o711);
    expect(findUntraversableFolder(target, stranger)).toBeUndefined();
  });
});

describe('recoverFromUncleanExit', () => {
  it('removes a lock file whose pid now belongs to another program, and keeps the data', async () => {
    const pgDir = scratchDir('portal-lock-');
    const unrelated = spawn('sleep', ['30']);
    const lockFile = path.join(pgDir, 'postmaster.pid');
    writeFileSync(lockFile, `${unrelated.pid}\n${pgDir}\n`);
    writeFileSync(path.join(pgDir, 'PG_VERSION'), '18\n');
    const messages: string[] = [];
    await recoverFromUncleanExit(pgDir, (message) => messages.push(message));
    unrelated.kill();
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(path.join(pgDir, 'PG_VERSION'))).toBe(true);
    expect(messages.join()).toMatch(/not PostgreSQL/);
  });

  it('leaves a lock file of a dead process for PostgreSQL to clear itself', async () => {
    const pgDir = scratchDir('portal-lock-');
    const lockFile = path.join(pgDir, 'postmaster.pid');
    writeFileSync(lockFile, `999999999\n${pgDir}\n`);
    await recoverFromUncleanExit(pgDir, () => {});
    expect(existsSync(lockFile)).toBe(true);
  });
});
