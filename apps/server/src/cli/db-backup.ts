import { parseArgs } from 'node:util';
import { backupDatabase, defaultBackupFile, type BackupFormat } from '../db/backup/backup';
import { withBackupDatabase } from './backup-database';
import { loadConfig } from '../config';
import { failWith, usageError } from './cli-errors';

const usage =
  'Usage: npm run db:backup [-- --file backups/portal.dump] [--format auto|pg_dump|portable]';
const formats: BackupFormat[] = ['auto', 'pg_dump', 'portable'];

/**
 * `npm run db:backup`: the embedded database (even while the portal runs) or DATABASE_URL, to
 * backups/portal-<time>.dump unless --file says otherwise.
 */
async function main() {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, format: { type: 'string', default: 'auto' } },
  });
  const format = formats.find((name) => name === values.format);
  if (!format) usageError(`--format must be one of ${formats.join(', ')}`, usage);
  const result = await withBackupDatabase((database) =>
    backupDatabase({
      ...database,
      file: values.file ?? defaultBackupFile(),
      format,
    }),
  );
  const size = `${(result.bytes / 1024).toFixed(0)} KB`;
  console.log(`Backed up to ${result.file} (${result.format}, ${size}: ${result.detail}).`);
  console.log(mediaNote());
}

/** Photos are files, not rows: where they are, and how to keep them with the backup. */
function mediaNote() {
  const { media } = loadConfig();
  if (media.s3)
    return `Photos are in the S3 bucket ${media.s3.bucket} (prefix ${media.s3.prefix}): back it up with your provider's tools (versioning or replication).`;
  return `Photos are files in ${media.dir}: copy that folder with the backup, e.g. \`tar czf backups/media.tar.gz -C ${media.dir} .\` (names never change, so rsync copies only what is new).`;
}

main().catch(failWith('db:backup'));
