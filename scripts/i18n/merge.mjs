// `node scripts/i18n/merge.mjs hi fragment.json`: adds a fragment's translations to a language's
// catalogue (later keys win), keeping the file sorted. A lock directory keeps two writers apart.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueDir } from './messages.mjs';

const [language, fragmentFile] = process.argv.slice(2);
if (!language || !fragmentFile) {
  console.error('usage: node scripts/i18n/merge.mjs <language> <fragment.json>');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentFile, 'utf8'));
const lock = path.join(catalogueDir, `.${language}.lock`);
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock} is held; remove it if no merge is running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  const file = path.join(catalogueDir, `${language}.json`);
  const catalogue = { ...JSON.parse(readFileSync(file, 'utf8')), ...fragment };
  const sorted = Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((key) => [key, catalogue[key]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(
    `${language}: ${Object.keys(fragment).length} merged, ${Object.keys(sorted).length} in all`,
  );
} finally {
  rmdirSync(lock);
}
