import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

export interface PgTool {
  path: string;
  major: number;
}

/** Where PostgreSQL's client tools may be: PG_BIN_DIR first, then PATH, then Debian's layout. */
function candidateDirs(env: NodeJS.ProcessEnv): string[] {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((name) => path.join(debian, name, 'bin'))
    : [];
  return [env.PG_BIN_DIR, ...(env.PATH ?? '').split(path.delimiter), ...versions].filter(
    (dir): dir is string => Boolean(dir),
  );
}

function majorVersion(binary: string): number | undefined {
  try {
    // "pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)"
    const output = execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
    return match?.[1] ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first `name` (pg_dump, pg_restore) whose major version is at least `minimumMajor`. pg_dump
 * refuses servers newer than itself, and pg_restore reads archives of its own version or older.
 */
export function findPgTool(
  name: string,
  minimumMajor: number,
  env: NodeJS.ProcessEnv = process.env,
): PgTool | undefined {
  const seen = new Set<string>();
  for (const dir of candidateDirs(env)) {
    const binary = path.join(dir, name);
    if (seen.has(binary) || !existsSync(binary)) continue;
    seen.add(binary);
    const major = majorVersion(binary);
    if (major !== undefined && major >= minimumMajor) return { path: binary, major };
  }
  return undefined;
}

/**
 * libpq connection settings for a child process: the URL without its password on the command line
 * (where `ps` shows it), the password in PGPASSWORD.
 */
export function libpqConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL tool to completion; its error output becomes the error's message. */
export function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    execFile(tool.path, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const detail = stderr.trim().split('\n').slice(-5).join(' | ') || error.message;
      reject(new BackupError(`${path.basename(tool.path)} failed: ${detail}`));
    });
  });
}
