// Finds every message the code declares: `defineMessages('namespace', { key: 'English' })` calls
// in the web app, the server and the contract, and the contract's English texts (known-texts.ts).
// Used by the catalogue guard (catalogues.test.mjs) and `npm run i18n:extract` (for translators).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../..');
export const catalogueDir = path.join(root, 'packages/contract/src/i18n/catalogues');
const sourceDirs = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) yield full;
  }
}

const literalText = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/**
 * id → { text, file } for every `defineMessages` call; `problems` lists calls the guard cannot
 * read (a namespace or a text that is not a literal) and ids declared twice.
 */
export function declaredMessages() {
  const messages = new Map();
  const problems = [];
  for (const dir of sourceDirs)
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('defineMessages(')) continue;
      const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
      const where = path.relative(root, file);
      const visit = (node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'defineMessages' &&
          node.arguments.length === 2
        ) {
          const namespace = literalText(node.arguments[0]);
          const texts = node.arguments[1];
          if (namespace === undefined || !ts.isObjectLiteralExpression(texts)) {
            problems.push(`${where}: defineMessages needs a literal namespace and object`);
          } else {
            for (const property of texts.properties) {
              const key =
                property.name &&
                (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
                  ? property.name.text
                  : undefined;
              const text = ts.isPropertyAssignment(property)
                ? literalText(property.initializer)
                : undefined;
              if (key === undefined || text === undefined) {
                problems.push(`${where}: every message in "${namespace}" must be a literal text`);
                continue;
              }
              const id = `${namespace}.${key}`;
              if (messages.has(id))
                problems.push(`${where}: ${id} is also declared in ${messages.get(id).file}`);
              messages.set(id, { text, file: where });
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(tree);
    }
  return { messages, problems };
}

export function readCatalogue(language) {
  return JSON.parse(readFileSync(path.join(catalogueDir, `${language}.json`), 'utf8'));
}

export function catalogueLanguages() {
  return readdirSync(catalogueDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));
}
