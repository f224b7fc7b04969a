import { fileURLToPath } from 'node:url';

// Resolved from this file, which sits directly in src/ (tsx, tests) or is bundled into dist/.
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The translations, one JSON file per language (DESIGN §7), read where they are kept. */
export const cataloguesDir = fileURLToPath(
  new URL('../../../packages/contract/src/i18n/catalogues', import.meta.url),
);
