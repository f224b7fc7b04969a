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

// Pages the server rendered for a visitor (ADR 21) name the app's scripts in a meta tag instead of
// loading them at once: they are requested after the first paint, so that paint waits only for
// the HTML and the stylesheets. A signed-in person sees the visitor's preview of the public
// pages (the content is theirs too; `data-signed-in` hides the visitor's menu button until the app
// renders theirs), except where the page is about them (signing in or up, a channel's page with
// their role in it): there `data-own-page` hides the preview (first-paint.css, issue #22).
// Signed in as src/lib/storage.ts's readIsLoggedIn says (keys `token`, `isLoggedIn`): keep in step.
(function () {
  let signedIn = false;
  try {
    signedIn =
      Boolean(window.localStorage.getItem('token')) ||
      window.localStorage.getItem('isLoggedIn') === 'true';
  } catch {
    // Storage blocked: a visitor.
  }
  if (signedIn) document.documentElement.setAttribute('data-signed-in', '');
  if (signedIn && /^\/(login|signup|channel\/)/.test(window.location.pathname))
    document.documentElement.setAttribute('data-own-page', '');

  const start = function () {
    const list = document.querySelector('meta[name="portal-scripts"]');
    if (!list) return;
    // The screen's own chunks are fetched alongside the app's, not after it asks for them.
    for (const href of (list.getAttribute('data-preload') || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    for (const src of list.content.split(' ').filter(Boolean)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.appendChild(script);
    }
  };
  // A frame callback runs just before the first paint; the timeout after it, once it is done.
  const afterFirstPaint = function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
})();
