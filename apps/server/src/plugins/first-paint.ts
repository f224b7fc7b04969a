import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, type Language } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../modules/mail/escape-html';
import { internalRequestHeader, internalRequestSecret } from './internal-requests';
import { staleHeader } from './public-cache';

/** One render's state: whether any answer it was made from came without the database. */
const renders = new AsyncLocalStorage<{ degraded: boolean; language: Language }>();

/** What the web app's server bundle (apps/web/src/app/entry-server.tsx) exports. */
interface ServerBundle {
  previewPatterns: readonly string[];
  /** The modules whose stylesheets the page's preview links, the screen's first; [] if none. */
  previewModules(pathname: string): string[];
  renderPreview(
    url: URL,
    language: Language,
  ): Promise<{ html: string; queries: unknown } | undefined>;
  fontModule(language: Language): string;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks and stylesheets `key` loads up front: its own and its static imports', in order. */
function staticClosure(manifest: Manifest, key: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    chunk.imports?.forEach(visit);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  };
  visit(key);
  return { scripts, styles };
}

/** The page in `language`: `<html lang>` tells the app (main.tsx) and screen readers which. */
export function withLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

// Inside JSON in a <script> element, "<" could close it ("</script>") or open a comment.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Visitors' first screens rendered on the server (ADR 21): the HTML paints before any script, and
 * the scripts are only requested after that first paint (theme-init.js starts them), so a slow
 * phone on a slow link shows the page as soon as the HTML and the stylesheets are in.
 * Returns undefined when the web app was built without its server bundle.
 */
export async function loadFirstPaint(app: FastifyInstance, webDistDir: string, indexHtml: string) {
  const bundleFile = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) return undefined;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  // The screen asks its API in-process, as a visitor: no socket, and the same public cache.
  bundle.setApiTransport(async (url, init) => {
    const render = renders.getStore();
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        [internalRequestHeader]: internalRequestSecret,
        // Answers with words in them (the default tagline) come in the page's language.
        ...(render && { cookie: `${LANGUAGE_COOKIE}=${render.language}` }),
      },
    });
    if (render && (answer.statusCode === 503 || answer.headers[staleHeader]))
      render.degraded = true;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  });

  // Vite's own tags for the entry: its scripts move into the preview's list, started after the
  // first paint; its stylesheets stay.
  const entryScript = /\s*<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>/g;
  const entryPreload = /\s*<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
  const entry = {
    run: [...indexHtml.matchAll(entryScript)].map((match) => match[1]!),
    preload: [...indexHtml.matchAll(entryPreload)].map((match) => match[1]!),
    styles: [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  };
  const pageShell = indexHtml.replace(entryScript, '').replace(entryPreload, '');

  /** What the head gains for a screen: the list of scripts to start, and its stylesheets. */
  function headFor(modules: readonly string[]) {
    const screen = { scripts: [] as string[], styles: [] as string[] };
    for (const module of modules) {
      const closure = staticClosure(manifest, module);
      screen.scripts.push(...closure.scripts);
      screen.styles.push(...closure.styles);
    }
    const preload = [...entry.preload, ...screen.scripts].filter((s) => !entry.run.includes(s));
    const styles = [...new Set(screen.styles)]
      .filter((href) => !entry.styles.includes(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
    return (
      `<meta name="portal-scripts" content="${escapeHtml(entry.run.join(' '))}" ` +
      `data-preload="${escapeHtml([...new Set(preload)].join(' '))}">` +
      styles.join('')
    );
  }
  // A build never changes under a running server: each screen's head is worked out once.
  const heads = new Map<string, string>();
  const fontHeads = new Map<Language, string>();

  /**
   * A Hindi or Gujarati page's fonts (the app loads them with the language): their faces, and
   * their files preloaded, so the preview paints in them instead of swapping fonts later.
   */
  function fontHead(language: Language): string {
    let head = fontHeads.get(language);
    if (head === undefined) {
      const { styles } = staticClosure(manifest, bundle.fontModule(language));
      const files = styles.flatMap((href) => {
        const css = readFileSync(path.join(webDistDir, href), 'utf8');
        return [...css.matchAll(/url\((\/assets\/[^)]+?\.woff2)\)/g)].map((m) => m[1]!);
      });
      head =
        styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
        files
          .map(
            (href) =>
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
          )
          .join('');
      fontHeads.set(language, head);
    }
    return head;
  }

  function pageHtml(
    pathname: string,
    preview: { html: string; queries: unknown },
    language: Language,
  ) {
    // React puts the screen's <title> first in its output; it belongs in the head, in place of
    // the app's generic one, so the tab is named before any script runs.
    const title = /<title>.*?<\/title>/s.exec(preview.html)?.[0];
    const body = title ? preview.html.replace(title, '') : preview.html;
    const modules = bundle.previewModules(pathname);
    const key = modules.join(' ');
    if (!heads.has(key)) heads.set(key, headFor(modules));
    const head = heads.get(key)! + fontHead(language);
    return (
      withLanguage(pageShell, language)
        .replace(/<title>.*?<\/title>/s, (generic) => title ?? generic)
        // Replacer functions, not strings: "$&" or "$'" in someone's event title is text, not a pattern.
        .replace('</head>', () => `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            // Inert and hidden from assistive technology (and from tests' role queries) until the
            // app has replaced it: nothing in it works before the code has arrived.
            `<div id="root" inert aria-hidden="true">${body}</div>` +
            `<script type="application/json" id="first-screen-data">${jsonForScript(preview.queries)}</script>`,
        )
    );
  }

  return {
    patterns: bundle.previewPatterns,
    /**
     * The page with its first screen in it, or undefined (`html`) to serve the app's plain
     * index.html; `degraded` when the database could not give what the screen shows (stale copies,
     * or none), so the page is not kept as a fresh copy.
     */
    async render(
      url: string,
      language: Language,
    ): Promise<{ html: string | undefined; degraded: boolean }> {
      const parsed = new URL(url, 'http://portal.invalid');
      const state = { degraded: false, language };
      try {
        const preview = await renders.run(state, () => bundle.renderPreview(parsed, language));
        return {
          html: preview && pageHtml(parsed.pathname, preview, language),
          degraded: state.degraded,
        };
      } catch (error) {
        app.log.warn(
          { err: error, url },
          'could not render the first screen; serving the plain page',
        );
        return { html: undefined, degraded: state.degraded };
      }
    },
  };
}
