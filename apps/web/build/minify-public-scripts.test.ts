import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minifyScript, publicScripts } from './minify-public-scripts';

describe('minifyScript', () => {
  it.each(publicScripts)('makes %s smaller and keeps what it does', async (name) => {
    const source = readFileSync(path.join(import.meta.dirname, '../public', name), 'utf8');
    const minified = await minifyScript(name, source);
    expect(gzipSync(minified).length).toBeLessThan(gzipSync(source).length / 2);
    // The names other code relies on survive: storage keys, the meta tag, zod's setting.
    for (const kept of ['darkMode', 'portal-scripts', '__zod_globalConfig', 'data-signed-in'])
      expect(minified).toContain(kept);
  });

  it('refuses a script that does not parse', async () => {
    await expect(minifyScript('broken.js', 'function (')).rejects.toThrow(/broken\.js/);
  });
});
