import { waitFor } from '@testing-library/react';
import { emailKinds, notificationKinds } from '@portal/contract';
import { expect, vi } from 'vitest';
import { liveStreams } from './live-stream';

const quietFeed = liveStreams();

type Handler = (request: Request) => Response | Promise<Response>;

/** Routes keyed "METHOD /path" (query string ignored), e.g. { 'GET /api/site': () => json(site) }. */
export type FetchRoutes = Record<string, Handler>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * A request held unanswered, to see a screen while it loads: `route` goes in the routes, and
 * `answer` answers it once it has been made. A loader can show before the request leaves (the
 * screen's code still loading on a busy machine); answering before then answered nothing.
 */
export function heldRequest() {
  let respond: ((response: Response) => void) | undefined;
  return {
    route: () => new Promise<Response>((resolve) => (respond = resolve)),
    answer: async (response: Response) => {
      await waitFor(() => expect(respond).toBeDefined());
      respond!(response);
    },
  };
}

const acceptedPrivacyNotice = {
  acceptedVersion: 1,
  acceptedAt: '2026-11-01T00:00:00.000Z',
  currentVersion: 1,
  needsConsent: false,
};

/**
 * Replaces fetch for one test (vitest restores it afterwards). A request with no route is
 * reported through console.error, which fails the test, and answered 501.
 */
export function stubFetch(routes: FetchRoutes) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, window.location.origin), init);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    // Every tournament screen holds the event's live feed open: unless a test says otherwise,
    // an open stream that stays quiet, as the server's is between updates.
    if (!handler && /^GET \/api\/events\/[^/]+\/live$/.test(key)) return quietFeed.respond(request);
    // Every event dashboard asks for the album's reported photos: unless a test says otherwise,
    // there are none.
    if (!handler && /^GET \/api\/events\/[^/]+\/photos\/reported$/.test(key))
      return json({ items: [] });
    // Every signed-in screen asks whether the privacy notice needs accepting (issue 39): unless a
    // test says otherwise, the member accepted the current one.
    if (!handler && key === 'GET /api/me/privacy-consent') return json(acceptedPrivacyNotice);
    // A signed-in member's top bar holds the bell (issue 40), a tournament screen their follows,
    // and Account Settings their notification switches: unless a test says otherwise, none yet.
    if (!handler && key === 'GET /api/notifications')
      return json({ items: [], unread: 0, nextCursor: null });
    if (!handler && key === 'GET /api/me/follows') return json({ matches: [], teams: [] });
    if (!handler && key === 'GET /api/me/notification-preferences')
      return json(Object.fromEntries(notificationKinds.map((kind) => [kind, true])));
    // Account Settings holds every section: unless a test says otherwise, every email is on,
    // two-step sign-in is off, and this is the only session.
    if (!handler && key === 'GET /api/me/email-preferences')
      return json(Object.fromEntries(emailKinds.map((kind) => [kind, true])));
    if (!handler && key === 'GET /api/me/2fa')
      return json({ enabled: false, recoveryCodesLeft: 0, requiredForAdmin: false });
    if (!handler && key === 'GET /api/me/sessions') return json([]);
    if (!handler) {
      console.error(`Unhandled request in test: ${key}`);
      return json({ error: 'not_stubbed', message: key }, { status: 501 });
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
