// Sets the colour scheme before first paint so a dark-mode visitor never sees a white flash.
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
