import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

// The server's render of a visitor's first screen (ADR 21, app/entry-server.tsx): markup inside
// <div id="root" inert> and the answers it was rendered from in #first-screen-data.

/** Whether the page came with a preview of its first screen. */
export const hasServerPreview = (container: HTMLElement) => container.hasAttribute('inert');

/**
 * Puts the preview's answers in the query cache, so the first render shows what the preview
 * shows instead of a loader. A signed-in person's answers may differ (the event they manage), so
 * theirs are asked for again as each screen mounts, the preview's shown meanwhile (issue #22).
 * False when there were none.
 */
export function adoptPreviewData(queryClient: QueryClient, signedIn: boolean): boolean {
  const element = document.getElementById('first-screen-data');
  // Read once: the page keeps no copy of the answers (nor a script element that is not ours).
  element?.remove();
  if (!element?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
    // Stale at once: each mounted screen refetches its own, as the member, in the background.
    if (signedIn) void queryClient.invalidateQueries({ refetchType: 'none' });
    return true;
  } catch {
    return false; // A damaged copy: the screen asks the API itself.
  }
}

/**
 * Resolves once the router has loaded the first screen's code: rendering before that would
 * replace the preview with the loader, then the loader with the screen (a flash and a shift).
 */
export function routerReady(router: Pick<Router, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
