// Runs before the app: sets the colour scheme before first paint so a dark-mode visitor never
// sees a white flash, and keeps zod from probing for eval (at the end).
// It is a separate file because the CSP allows no inline scripts. Keep in step with
// src/lib/storage.ts (key `darkMode`, values 'true' / 'false') and src/app/color-scheme-manager.ts.
(function () {
  let stored = null;
  try {
    stored = window.localStorage.getItem('darkMode');
  } catch {
    // Storage blocked (privacy mode): fall back to the system preference.
  }
  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  const dark = stored === 'true' || (stored !== 'false' && prefersDark);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');

  // The spec also marks <body>; it does not exist yet while <head> is parsed.
  const markBody = function () {
    document.body.classList.toggle('dark', dark);
  };
  if (document.body) markBody();
  else document.addEventListener('DOMContentLoaded', markBody, { once: true });
})();

// Also before the app loads: zod (the contract's schemas) probes whether it may compile parsers
// with `new Function` when the first schema is built. The CSP forbids eval, so the probe was
// refused and reported as a CSP violation on every page load. zod reads this setting when it
// loads and then skips the probe; parsing stays quick enough for forms and API answers.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
