// Vite plugin: the scripts in public/ (theme-init.js) are copied to the build as written, comments
// and all, and every first visit downloads them. They stay readable in the source; the copy in the
// build is minified (theme-init.js: 1.5 KB gzipped as written, 0.6 KB minified).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minify } from 'rolldown/utils';
import type { Plugin } from 'vite';

export const publicScripts = ['theme-init.js'];

/** The script minified; a syntax error stops the build instead of shipping a broken script. */
export async function minifyScript(name: string, source: string): Promise<string> {
  const result = await minify(name, source, { compress: { target: 'es2020' }, mangle: true });
  if (result.errors.length > 0)
    throw new Error(`${name}: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}

export function minifyPublicScripts(): Plugin {
  let outDir = '';
  return {
    name: 'portal:minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (!this.environment.config.build.copyPublicDir) return;
      for (const name of publicScripts) {
        const file = path.join(outDir, name);
        await writeFile(file, await minifyScript(name, await readFile(file, 'utf8')));
      }
    },
  };
}
