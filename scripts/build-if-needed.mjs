// `npm start` builds only when a source changed since the last build: a restart of an existing
// install goes straight to the server (start-up to healthy in a few seconds, not a rebuild).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'apps/server/dist/.build-stamp');
const outputs = [
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
];
const inputs = [
  'package-lock.json',
  'packages/contract/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];

/** Every input file's path, size and modification time, hashed: any edit changes it. */
function fingerprint() {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) visit(path.join(relative, name));
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

const current = fingerprint();
const built =
  outputs.every((file) => existsSync(path.join(root, file))) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === current;

if (built && !process.argv.includes('--force')) {
  console.log('[portal] the build is up to date');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}
