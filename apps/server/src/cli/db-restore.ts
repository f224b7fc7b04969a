import { parseArgs } from 'node:util';
import { restoreDatabase } from '../db/backup/restore';
import { withBackupDatabase } from './backup-database';
import { failWith, usageError } from './cli-errors';

const usage = 'Usage: npm run db:restore -- --file backups/portal-….dump [--force]';

/**
 * `npm run db:restore`: into the embedded database (even while the portal runs) or DATABASE_URL.
 * A database that holds data is replaced only with --force; the restore is all or nothing.
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { file: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = values.file ?? positionals[0];
  if (!file) usageError('--file: which backup to restore', usage);
  const result = await withBackupDatabase((database) =>
    restoreDatabase({
      ...database,
      file,
      force: values.force,
    }),
  );
  console.log(`Restored ${file} (${result.format}: ${result.detail}).`);
}

main().catch(failWith('db:restore'));
