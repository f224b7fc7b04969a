// The offer to turn push on (issue 40), kept apart from push-device.ts so the screens that make
// it (registration, following, asking a mentor) carry a few lines, not the subscribing code.

const OFFER_EVENT = 'portal:offer-notifications';
const DISMISSED_KEY = 'pushOfferDismissed';

/**
 * Called after something a notification would follow up on (a registration, a followed match, a
 * mentoring request): the bell, when it is on the page, offers to turn push on. Never on a
 * first load, never twice after "Not now", never where push cannot work or was already answered.
 */
export function offerNotifications() {
  if (!('Notification' in window) || !('PushManager' in window)) return;
  if (Notification.permission !== 'default') return;
  if (localStorage.getItem(DISMISSED_KEY) === 'true') return;
  window.dispatchEvent(new Event(OFFER_EVENT));
}

export function onNotificationOffer(listener: () => void) {
  window.addEventListener(OFFER_EVENT, listener);
  return () => window.removeEventListener(OFFER_EVENT, listener);
}

export function dismissNotificationOffer() {
  localStorage.setItem(DISMISSED_KEY, 'true');
}
