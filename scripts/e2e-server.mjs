// The built server on a fresh embedded database, so every e2e run starts from the demo state.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = path.join(os.tmpdir(), `portal-e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { mode: 0o755 });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await import('../apps/server/dist/server.js');
