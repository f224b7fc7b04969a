import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedSupervisor, hangRestartMs, LaunchError } from './embedded-supervisor';
import { explainStartFailure } from './start-failures';

/** A stand-in for the postmaster: a process to kill and watch exit. */
const standIns: ChildProcess[] = [];
const postmaster = () =>
  new Promise<ChildProcess>((resolve) => {
    const child = spawn('sleep', ['60']);
    standIns.push(child);
    child.once('spawn', () => resolve(child));
  });
const diskFull = () =>
  new LaunchError(
    'PostgreSQL exited (code 1) at start',
    'PANIC:  could not write to file "pg_wal/x": No space left on device',
  );

let supervisor: EmbeddedSupervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  for (const child of standIns) child.kill('SIGKILL');
});

function supervise(outcomes: (() => Promise<ChildProcess>)[]) {
  const lines: string[] = [];
  const ports: number[] = [];
  supervisor = new EmbeddedSupervisor({
    port: 5500,
    launch: (port) => {
      ports.push(port);
      return (outcomes.shift() ?? postmaster)();
    },
    explain: (output) => explainStartFailure(output, '/data/postgres'),
    freePort: async () => 5600,
    log: (line) => lines.push(line),
  });
  return { supervisor, lines, ports };
}

describe('EmbeddedSupervisor', () => {
  it('restarts PostgreSQL on the same port when it is killed, saying so in one line each', async () => {
    const { supervisor, lines, ports } = supervise([]);
    await supervisor.start(false);
    const first = standIns.at(-1)!;
    first.kill('SIGKILL');
    await expect.poll(() => lines.length).toBe(2);
    expect(supervisor.current()).toEqual({ state: 'running' });
    expect(ports).toEqual([5500, 5500]);
    expect(lines[0]).toBe(
      'embedded PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it ' +
        '(its crash recovery replays the write-ahead log: nothing committed is lost)',
    );
    expect(lines[1]).toMatch(
      /^embedded PostgreSQL is running again on 127\.0\.0\.1:5500 after \d+\.\d s \(attempt 1\)$/,
    );
  });

  it('reports a data directory that cannot start, keeps trying with back-off, and runs once it can', async () => {
    const { supervisor, lines } = supervise([
      async () => Promise.reject(diskFull()),
      async () => Promise.reject(diskFull()),
    ]);
    await supervisor.start(true);
    expect(supervisor.current()).toEqual({
      state: 'failed',
      attempt: 1,
      cause: 'the disk that holds the database is full',
    });
    expect(lines[0]).toBe(
      'embedded PostgreSQL cannot start (attempt 1): the disk that holds the database is full. ' +
        'Free space on the disk that holds /data/postgres (see df -h /data/postgres). ' +
        'Trying again in 0.3 s; until then the portal answers 503.',
    );
    await supervisor.whenRunning(); // after 250 ms, then 500 ms
    expect(lines[1]).toMatch(/cannot start \(attempt 2\)/);
    expect(lines[2]).toMatch(
      /^embedded PostgreSQL is ready on 127\.0\.0\.1:5500 after .* \(attempt 3\)$/,
    );
  });

  it('refuses to keep trying at a command-line tool’s start', async () => {
    const { supervisor } = supervise([async () => Promise.reject(diskFull())]);
    await expect(supervisor.start(false)).rejects.toThrow(LaunchError);
  });

  it('moves to a free port when its own was taken', async () => {
    const taken = () =>
      Promise.reject(
        new LaunchError(
          'exited',
          'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
        ),
      );
    const { supervisor, lines, ports } = supervise([postmaster, taken, taken]);
    await supervisor.start(false);
    standIns.at(-1)!.kill('SIGKILL');
    await expect.poll(() => supervisor.currentPort, { timeout: 3_000 }).toBe(5600);
    await expect.poll(() => supervisor.current().state, { timeout: 3_000 }).toBe('running');
    expect(ports).toEqual([5500, 5500, 5500, 5600]);
    expect(lines).toContain('port 5500 is taken by another program; PostgreSQL moves to 5600');
  });

  it('kills and restarts a PostgreSQL that has stopped answering', async () => {
    const { supervisor, lines } = supervise([]);
    await supervisor.start(false);
    const hung = standIns.at(-1)!;
    supervisor.watchForHang(() => hangRestartMs);
    await expect.poll(() => hung.signalCode, { timeout: 3_000 }).toBe('SIGKILL');
    await expect.poll(() => lines.at(-1), { timeout: 3_000 }).toMatch(/running again/);
    expect(lines[0]).toBe(
      'embedded PostgreSQL has not answered for 30 s; killing and restarting it',
    );
  });
});
