// Vite plugin: every `import … from '@hookform/resolvers/zod'` in the app gets src/lib/zod-resolver.ts
// instead, which translates the contract's validation messages into the reader's language. Forms
// keep importing the library as its documentation shows; only that module imports the real one.
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const library = '@hookform/resolvers/zod';
export const translatingModule = normalizePath(
  fileURLToPath(new URL('../src/lib/zod-resolver.ts', import.meta.url)),
);

export function translatedZodResolver(): Plugin {
  return {
    name: 'portal:translated-zod-resolver',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== library || !importer) return null;
      if (normalizePath(importer.split('?')[0] ?? importer) === translatingModule) return null;
      return translatingModule;
    },
  };
}
