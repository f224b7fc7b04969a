// Community Portal's service worker (issue 40, ADR 59; docs/link-previews-and-app.md).
//
// Deliberately small and conservative, hand-written (no build step, no library):
// - Pages: the network first, always. Only when it cannot be reached does the app's shell (the
//   built index.html and its hashed files) stand in, so the app can open what it keeps offline.
//   No page's HTML is kept but the shell and the ticket pages' (the same plain shell, in the
//   reader's language), so nobody is ever shown a stale admin screen.
// - The app's hashed files (/assets/…) never change under their names: from the cache once seen.
// - The API is left alone (the browser fetches it as if there were no worker), except a member's
//   tickets: `GET /api/my-tickets` and `POST /api/tickets/lookup`, network first, kept for when
//   the network is off. Each copy is keyed by a hash of the caller's sign-in token and the ticket,
//   so one member's tickets are never answered to another on a shared phone; a sign-out, or any
//   401, forgets them all.
//
// The registration is in apps/web/src/app/installable-app.ts (after load, once idle).

const VERSION = 'v1';
const SHELL = `portal-shell-${VERSION}`;
const TICKETS = `portal-tickets-${VERSION}`;
/** The plain page every screen starts from, as the server has it on disk. */
const SHELL_PAGE = '/index.html';
/** Pages whose own plain HTML is kept (it is the shell, in the reader's language). */
const OFFLINE_PAGES = ['/ticket', '/my-tickets'];
const MY_TICKETS = '/api/my-tickets';
const TICKET_LOOKUP = '/api/tickets/lookup';
const SIGN_OUT = '/api/auth/logout';
/** How many of a member's upcoming tickets are fetched ahead for offline use. */
const TICKETS_AHEAD = 30;

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('portal-') && ![SHELL, TICKETS].includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** The shell page and every file it names (its scripts, styles and the theme script). */
async function precacheShell() {
  const cache = await caches.open(SHELL);
  const response = await fetch(SHELL_PAGE, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL_PAGE, response);
  const files = new Set(['/theme-init.js', '/favicon.svg']);
  for (const match of html.matchAll(/(?:src|href)="(\/(?:assets\/)?[^"]+\.(?:js|css|svg))"/g))
    files.add(match[1]);
  await Promise.all(
    [...files].map((file) =>
      fetch(file).then((answer) => (answer.ok ? cache.put(file, answer) : undefined)),
    ),
  ).catch(() => undefined);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
    return;
  }
  if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedFile(request));
    return;
  }
  if (request.method === 'GET' && url.pathname === MY_TICKETS) {
    event.respondWith(myTickets(request, event));
    return;
  }
  if (request.method === 'POST' && url.pathname === TICKET_LOOKUP) {
    event.respondWith(ticket(request));
    return;
  }
  if (request.method === 'POST' && url.pathname === SIGN_OUT) {
    signedOut.add(signedInAs(request));
    event.waitUntil(caches.delete(TICKETS));
  }
  // Anything else: not handled, so the browser goes to the network as if there were no worker.
});

// ---------------------------------------------------------------------------------------------
// Other listeners (web push: `push`, `notificationclick`) are at the end of this file; they must
// not call respondWith for requests above.
// ---------------------------------------------------------------------------------------------

async function page(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok && OFFLINE_PAGES.includes(url.pathname)) {
      const cache = await caches.open(SHELL);
      await cache.put(url.pathname, response.clone());
    }
    return response;
  } catch (offline) {
    const cache = await caches.open(SHELL);
    const kept =
      (OFFLINE_PAGES.includes(url.pathname) && (await cache.match(url.pathname))) ||
      (await cache.match(SHELL_PAGE));
    if (kept) return kept;
    throw offline;
  }
}

async function hashedFile(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A hex SHA-256 of the parts: a cache key that names nobody and no ticket in the clear. */
async function keyOf(...parts) {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n')));
  const hex = [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `/__offline__/${hex}`;
}

/** A kept copy says so (`x-portal-kept`), for the worker itself and for anyone debugging. */
async function markedKept(response) {
  const headers = new Headers(response.headers);
  headers.set('x-portal-kept', '1');
  return new Response(await response.blob(), { status: response.status, headers });
}

const signedInAs = (request) => request.headers.get('authorization') || '';

/**
 * Sessions signed out while this worker runs. A ticket's answer already on its way when the
 * member signs out (the page refetches as the network comes back) must not be kept after the
 * sign-out emptied the cache: on a shared phone the next person would find it.
 */
const signedOut = new Set();

/** Network first; a 200 is kept under `key`, a refusal forgets; no network: the kept copy. */
async function networkFirst(request, key) {
  const cache = await caches.open(TICKETS);
  let response;
  try {
    response = await fetch(request);
  } catch (offline) {
    const kept = await cache.match(key);
    if (kept) return markedKept(kept);
    throw offline;
  }
  const auth = signedInAs(request);
  if (response.status === 401) await caches.delete(TICKETS);
  else if (response.ok && !signedOut.has(auth)) {
    await cache.put(key, response.clone());
    // Signed out while it was being kept: forget it after all.
    if (signedOut.has(auth)) await cache.delete(key);
  } else if (response.status === 403 || response.status === 404) await cache.delete(key);
  return response;
}

async function myTickets(request, event) {
  const auth = signedInAs(request);
  // A visitor has no tickets to keep.
  if (!auth) return fetch(request);
  const response = await networkFirst(request, await keyOf('my-tickets', auth));
  // Not from a kept copy: the network answered, so the tickets behind it can be fetched now.
  if (response.ok && !response.headers.has('x-portal-kept'))
    event.waitUntil(fetchAhead(auth, response.clone()));
  return response;
}

async function ticket(request) {
  const auth = signedInAs(request);
  let secret = '';
  try {
    secret = String((await request.clone().json()).ticket || '');
  } catch {
    return fetch(request);
  }
  return networkFirst(request, await keyOf('ticket', auth, secret));
}

/** Each upcoming ticket's page data, asked for now, so it opens later with the network off. */
async function fetchAhead(auth, response) {
  try {
    const { tickets } = await response.json();
    const now = Date.now();
    const upcoming = tickets
      .filter((t) => Date.parse(t.eventEndDate) > now && t.ticket)
      .slice(0, TICKETS_AHEAD);
    for (const t of upcoming) {
      const lookup = new Request(TICKET_LOOKUP, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ ticket: t.ticket }),
      });
      await networkFirst(lookup, await keyOf('ticket', auth, t.ticket)).catch(() => undefined);
    }
  } catch {
    // Ahead of time only: the ticket page fetches (and keeps) its own data when opened.
  }
}

// --- push notifications (notify) ---
// A push from the server (ADR 60) carries { title, body, url, tag }, already in the member's
// language; it is shown as a system notification, and a click opens (or focuses) its page.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || undefined,
      data: { url: message.url || '/' },
      icon: '/favicon.svg',
      badge: '/favicon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this site: a push names a path, never another origin.
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('focus' in client && client.url === url) return client.focus();
      }
      for (const client of windows) {
        if ('navigate' in client && 'focus' in client)
          return client.navigate(url).then((opened) => (opened || client).focus());
      }
      return self.clients.openWindow(url);
    }),
  );
});
