import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupDatabase, defaultBackupFile, type BackupFormat } from '../db/backup/backup';
import { openDatabase } from '../start';
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
  const config = loadConfig();
  const handle = await openDatabase(config, () => {}, {
    attachToRunning: true,
    seed: false,
    migrate: false,
  });
  try {
    const url = config.databaseUrl ?? handle.embedded?.url ?? '';
    const result = await backupDatabase({
      url,
      pool: handle.database.pool,
      file: values.file ?? defaultBackupFile(),
      format,
    });
    const size = `${(result.bytes / 1024).toFixed(0)} KB`;
    console.log(`Backed up to ${result.file} (${result.format}, ${size}: ${result.detail}).`);
  } finally {
    await handle.close();
  }
}

main().catch(failWith('db:backup'));
