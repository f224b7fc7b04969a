// The portal's service worker. Each part is headed by what it does; the parts do not depend on
// one another.

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
