import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreDatabase } from '../db/backup/restore';
import { openDatabase } from '../start';
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
  const config = loadConfig();
  const handle = await openDatabase(config, () => {}, {
    attachToRunning: true,
    seed: false,
    migrate: false,
  });
  try {
    const url = config.databaseUrl ?? handle.embedded?.url ?? '';
    const result = await restoreDatabase({
      url,
      pool: handle.database.pool,
      file,
      force: values.force,
    });
    console.log(`Restored ${file} (${result.format}: ${result.detail}).`);
  } finally {
    await handle.close();
  }
}

main().catch(failWith('db:restore'));
