import { loadConfig } from '../config';
import { openDatabase } from '../start';

// `npm run db:migrate`: the same start-up path as the server (embedded or DATABASE_URL), then exit.
const config = loadConfig();
const handle = await openDatabase(config, (message) => console.log(`[portal] ${message}`));
await handle.close();
console.log('[portal] migrations applied');
