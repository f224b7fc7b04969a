// `npm run i18n:extract`: the English of every message, by id, in docs/i18n/en.json, for
// translators (docs/i18n/glossary.md), with the ids each catalogue still lacks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractTexts } from '../../packages/contract/src/i18n/known-texts.ts';
import { catalogueLanguages, declaredMessages, readCatalogue, root } from './messages.mjs';

const { messages } = declaredMessages();
const english = Object.fromEntries(
  [...[...messages].map(([id, { text }]) => [id, text]), ...contractTexts()].sort(([a], [b]) =>
    a.localeCompare(b),
  ),
);
const out = path.join(root, 'docs/i18n');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'en.json'), `${JSON.stringify(english, null, 2)}\n`);
console.log(`${Object.keys(english).length} messages → docs/i18n/en.json`);
for (const language of catalogueLanguages()) {
  const catalogue = readCatalogue(language);
  const missing = Object.keys(english).filter((id) => !(id in catalogue));
  console.log(
    `${language}: ${missing.length} to translate${missing.length ? `: ${missing.slice(0, 20).join(', ')}…` : ''}`,
  );
}
