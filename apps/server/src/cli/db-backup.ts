import { parseArgs } from 'node:util';
import { backupDatabase, defaultBackupFile, type BackupFormat } from '../db/backup/backup';
import { withBackupDatabase } from './backup-database';
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
}

main().catch(failWith('db:backup'));
