import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Every live viewer holds a socket, and a socket is an open file: the process's open-files limit
// caps the viewers it can hold (issue 23). Node already raises its soft limit to the hard limit
// as it starts (measured: `prlimit --nofile=1024:20000 node` runs with 20000); where it could
// not, util-linux's prlimit raises it on our own process. Past that only the operator can help.

/** Files the process needs besides viewers: the database pool, logs, ordinary requests. */
export const OTHER_OPEN_FILES = 1_024;

export interface OpenFilesLimit {
  soft: number;
  hard: number;
}

/** The open-files limit from /proc/self/limits (Linux); undefined elsewhere. */
export function readOpenFilesLimit(limits = '/proc/self/limits'): OpenFilesLimit | undefined {
  let text: string;
  try {
    text = readFileSync(limits, 'utf8');
  } catch {
    return undefined;
  }
  const row = /^Max open files\s+(\S+)\s+(\S+)/m.exec(text);
  if (!row) return undefined;
  const value = (field: string) => (field === 'unlimited' ? Infinity : Number(field));
  return { soft: value(row[1]!), hard: value(row[2]!) };
}

/** Raises the soft limit to the hard one if it is lower; returns the limit now in force. */
export function raiseOpenFilesLimit(): OpenFilesLimit | undefined {
  const limit = readOpenFilesLimit();
  if (!limit || limit.soft >= limit.hard) return limit;
  try {
    const hard = Number.isFinite(limit.hard) ? String(limit.hard) : 'unlimited';
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${hard}:${hard}`], {
      stdio: 'ignore',
      timeout: 2_000,
    });
  } catch {
    // No prlimit (not util-linux, or not Linux): the warning below names the fix.
  }
  return readOpenFilesLimit();
}

/** A warning with the fix when the limit holds fewer viewers than LIVE_MAX_VIEWERS allows. */
export function openFilesWarning(
  limit: OpenFilesLimit | undefined,
  maxViewers: number,
): string | undefined {
  if (!limit) return undefined;
  const room = limit.soft - OTHER_OPEN_FILES;
  if (room >= maxViewers) return undefined;
  const wanted = maxViewers + OTHER_OPEN_FILES;
  return (
    `the open-files limit (${limit.soft}, hard ${limit.hard}) lets this process hold about ` +
    `${Math.max(room, 0)} live viewers, fewer than LIVE_MAX_VIEWERS (${maxViewers}). Raise it to ` +
    `${wanted} or more: \`ulimit -n ${wanted}\` before starting (root may need to raise the hard ` +
    `limit: /etc/security/limits.conf), LimitNOFILE=${wanted} in a systemd unit, or ` +
    `--ulimit nofile=${wanted}:${wanted} for Docker; or lower LIVE_MAX_VIEWERS.`
  );
}
