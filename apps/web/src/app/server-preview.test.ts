import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPreviewData, routerReady } from './server-preview';

function pageWithData(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-screen-data';
  script.textContent = text;
  document.body.append(script);
}

function serverAnswers() {
  const server = new QueryClient();
  server.setQueryData(['site'], { name: 'Riverside Alumni' });
  return JSON.stringify(dehydrate(server));
}

afterEach(() => document.getElementById('first-screen-data')?.remove());

describe('adopting the server preview’s answers', () => {
  it('puts them in a visitor’s query cache', () => {
    pageWithData(serverAnswers());
    const client = new QueryClient();
    expect(adoptPreviewData(client, false)).toBe(true);
    expect(client.getQueryData(['site'])).toEqual({ name: 'Riverside Alumni' });
    expect(document.getElementById('first-screen-data')).toBeNull();
  });

  it('shows them to a signed-in person until their own answers come', () => {
    pageWithData(serverAnswers());
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    expect(adoptPreviewData(client, true)).toBe(true);
    expect(client.getQueryData(['site'])).toEqual({ name: 'Riverside Alumni' });
    // Stale despite the client's stale time: the screen asks for the member's own on mounting.
    expect(client.getQueryState(['site'])?.isInvalidated).toBe(true);
    expect(document.getElementById('first-screen-data')).toBeNull();
  });

  it('does without them when the page has none or they are damaged', () => {
    expect(adoptPreviewData(new QueryClient(), false)).toBe(false);
    pageWithData('{"queries": [');
    expect(adoptPreviewData(new QueryClient(), false)).toBe(false);
  });
});

describe('waiting for the router', () => {
  type Listener = (state: { initialized: boolean }) => void;

  function fakeRouter(initialized: boolean) {
    const listeners = new Set<Listener>();
    const router = {
      state: { initialized },
      subscribe: (listener: Listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const emit = (state: { initialized: boolean }) => listeners.forEach((l) => l(state));
    return { router, emit, listeners };
  }

  it('resolves once the first screen’s code is in, and stops listening', async () => {
    const { router, emit, listeners } = fakeRouter(false);
    let ready = false;
    const waiting = routerReady(router as never).then(() => (ready = true));
    emit({ initialized: false });
    await Promise.resolve();
    expect(ready).toBe(false);
    emit({ initialized: true });
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('resolves at once when the router is already ready', async () => {
    await expect(routerReady(fakeRouter(true).router as never)).resolves.toBeUndefined();
  });
});
