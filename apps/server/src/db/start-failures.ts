import os from 'node:os';

/** Why the embedded PostgreSQL would not start, and what the operator can do about it. */
export interface StartFailure {
  /** For people: what is wrong, without paths. */
  cause: string;
  /** One instruction, with the folder or command it concerns. */
  nextStep: string;
  /**
   * The previous PostgreSQL's processes have not finished exiting yet (a restart right after a
   * crash): try again in a moment, nothing to tell anyone.
   */
  transient: boolean;
  /** Another program took the port: start on another. */
  portTaken: boolean;
}

/** Who must own the data directory: PostgreSQL runs as "postgres" when the portal runs as root. */
const owner = () => (process.getuid?.() === 0 ? 'postgres' : os.userInfo().username);

const restoreStep = (pgDir: string) =>
  `Restore your latest backup: stop the portal, move ${pgDir} aside (keep it), start the ` +
  'portal (it creates an empty database), then run npm run db:restore -- --file <backup> ' +
  '(README, Backups)';

/**
 * Reads PostgreSQL's last words at start-up (its stderr) for the usual reasons a data directory
 * cannot start: a full disk, the wrong owner or mode, damage, another version's files.
 */
export function explainStartFailure(output: string, pgDir: string): StartFailure {
  const failure = (cause: string, nextStep: string) => ({
    cause,
    nextStep,
    transient: false,
    portTaken: false,
  });
  if (/pre-existing shared memory block|lock file "postmaster\.pid" already exists/.test(output))
    return {
      ...failure('the previous PostgreSQL is still exiting', 'Wait a moment'),
      transient: true,
    };
  if (
    /could not bind IPv[46] address|Address already in use|could not create any TCP\/IP sockets/.test(
      output,
    )
  )
    return {
      ...failure('its port is taken by another program', 'None: it moves to a free port'),
      portTaken: true,
    };
  if (/No space left on device|disk full/i.test(output))
    return failure(
      'the disk that holds the database is full',
      `Free space on the disk that holds ${pgDir} (see df -h ${pgDir})`,
    );
  if (/has wrong ownership|must be owned by|Permission denied/.test(output))
    return failure(
      'the database files belong to another user, or cannot be read',
      `Give them to the user PostgreSQL runs as: chown -R ${owner()} ${pgDir}`,
    );
  if (/has invalid permissions/.test(output))
    return failure(
      'the data directory is open to other users, which PostgreSQL refuses',
      `Close it: chmod 700 ${pgDir}`,
    );
  if (/database files are incompatible with server/.test(output))
    return failure(
      'the database files were made by another PostgreSQL version',
      `Start this version with another DATA_DIR and restore a backup into it (README, Backups); ${pgDir} is left as it is`,
    );
  if (
    /checkpoint record|PANIC|pg_control|invalid magic number|incorrect .*checksum|invalid resource manager|could not read file|invalid page|could not open file/.test(
      output,
    )
  )
    return failure('the database files are damaged', restoreStep(pgDir));
  const lastLines = output.trim().split('\n').slice(-3).join(' | ');
  return failure(
    `PostgreSQL stopped at start (${lastLines || 'no message'})`,
    `Look at the messages above; start it by hand to see more: postgres -D ${pgDir}`,
  );
}
