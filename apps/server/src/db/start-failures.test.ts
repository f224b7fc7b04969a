import { describe, expect, it } from 'vitest';
import { explainStartFailure } from './start-failures';

const pgDir = '/srv/portal/data/postgres';
const at = '2026-11-25 10:18:26.019 UTC [28870]';

// What PostgreSQL 18 writes to stderr in each case (captured from the embedded binary).
describe('explainStartFailure', () => {
  it.each([
    [
      'a full disk',
      `${at} PANIC:  could not write to file "pg_wal/xlogtemp.123": No space left on device`,
      /disk .* is full/,
      /Free space on the disk that holds \/srv\/portal\/data\/postgres/,
    ],
    [
      'files of another user',
      `postgres: could not access the server configuration file "${pgDir}/postgresql.conf": Permission denied`,
      /belong to another user/,
      /chown -R \S+ \/srv\/portal\/data\/postgres/,
    ],
    [
      'a directory open to everyone',
      `${at} FATAL:  data directory "${pgDir}" has invalid permissions\n${at} DETAIL:  Permissions should be u=rwx (0700) or u=rwx,g=rx (0750).`,
      /open to other users/,
      /chmod 700 \/srv\/portal\/data\/postgres/,
    ],
    [
      'a lost control file',
      `postgres: could not find the database system\nExpected to find it in the directory "${pgDir}",\nbut could not open file "${pgDir}/global/pg_control": No such file or directory`,
      /damaged/,
      /move \/srv\/portal\/data\/postgres aside .* npm run db:restore/,
    ],
    [
      'a damaged control file',
      `${at} FATAL:  incorrect checksum in control file`,
      /damaged/,
      /db:restore/,
    ],
    [
      'a lost write-ahead log',
      `${at} PANIC:  could not locate a valid checkpoint record at 0/1B81388\n${at} LOG:  startup process (PID 29430) was terminated by signal 6: Aborted`,
      /damaged/,
      /db:restore/,
    ],
    [
      'another version’s files',
      `${at} FATAL:  database files are incompatible with server\n${at} DETAIL:  The data directory was initialized by PostgreSQL version 16`,
      /another PostgreSQL version/,
      /another DATA_DIR/,
    ],
  ])('names %s and the next step', (_case, output, cause, nextStep) => {
    const failure = explainStartFailure(output, pgDir);
    expect(failure.cause).toMatch(cause);
    expect(failure.nextStep).toMatch(nextStep);
    expect(failure).toMatchObject({ transient: false, portTaken: false });
  });

  it('waits for the previous processes to go, right after a crash', () => {
    const output = `${at} FATAL:  pre-existing shared memory block (key 123, ID 456) is still in use`;
    expect(explainStartFailure(output, pgDir).transient).toBe(true);
  });

  it('moves when its port was taken', () => {
    const output = `${at} LOG:  could not bind IPv4 address "127.0.0.1": Address already in use`;
    expect(explainStartFailure(output, pgDir).portTaken).toBe(true);
  });

  it('quotes the last lines of anything else', () => {
    const failure = explainStartFailure(`${at} FATAL:  something new\n`, pgDir);
    expect(failure.cause).toContain('FATAL:  something new');
    expect(failure.nextStep).toContain(`postgres -D ${pgDir}`);
  });
});
