// The installable app (issue 40, ADR 59). Nothing here is on the first paint's path: the service
// worker (public/sw.js) registers after the load event, once the browser is idle, and the install
// offer's code loads only on a phone that has not seen it, when Chromium says the app can be
// installed (`beforeinstallprompt`, which fires early: listened for from the start).

import { installOfferSeenKey } from '../features/install/install-offer-seen';
// Shared with the web-vitals collector's start: one copy in the first visit's code.
import { afterLoadAndIdle } from '../lib/web-vitals/schedule-web-vitals';

function offerSeen(): boolean {
  try {
    return window.localStorage.getItem(installOfferSeenKey) !== null;
  } catch {
    // Storage blocked: the offer could not be remembered as seen, so it is not made.
    return true;
  }
}

const onPhone = () => matchMedia('(pointer: coarse) and (max-width: 48em)').matches;

export function startInstallableApp() {
  if ('serviceWorker' in navigator)
    afterLoadAndIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  addEventListener('beforeinstallprompt', (event) => {
    if (!onPhone() || offerSeen()) return;
    // Ours instead of the browser's mini bar: once, and dismissible.
    event.preventDefault();
    void import('../features/install/install-offer').then((module) =>
      module.offerInstall(event as Parameters<typeof module.offerInstall>[0]),
    );
  });
}
