/** A backup or restore that cannot go ahead, in one line the operator can act on. */
export class BackupError extends Error {}
