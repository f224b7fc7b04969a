// Small helpers for child processes and polling, shared by the server and the ceiling runs.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if the process has not gone within `graceMs`. */
export async function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Polls `check` (every `everyMs`) until it returns a truthy value or `timeoutMs` passes. */
export async function waitFor(check, { timeoutMs, everyMs = 50, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Resident memory of a process in MB, from /proc (Linux), or null once it is gone. */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; `stop()` returns the maximum in MB. */
export function sampleRss(pid, everyMs = 200) {
  let max = residentMb(pid) ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, residentMb(pid) ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      max = Math.max(max, residentMb(pid) ?? 0);
      return max;
    },
    get max() {
      return max;
    },
  };
}

/**
 * CPU time a process has used so far in ms (user + system, /proc, 10 ms ticks): the work a step
 * cost the server, which a machine shared with other busy processes does not inflate as it does
 * wall-clock latency.
 */
export function cpuMs(pid) {
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
