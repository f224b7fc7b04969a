import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetLoadedMenus } from '../app/layout/use-lazy-menus';
import { englishPack, setActivePack } from '../i18n/active-language';
import { hasReplacedTransport } from '../lib/api-client';
import { setReconnecting } from '../lib/connection-status';
import { overrideReaderTimeZone } from '../lib/use-reader-time-zone';

// findBy… and waitFor wait up to 15 s (default 1 s) for a lazy screen under load: a screen's
// first import (its messages, Mantine's styles) took 5–10 s on a 2-core machine running other
// suites. They return as soon as the screen is there; the test's own limit is 20 s.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    // Every query is false: a narrow screen in light mode, unless a test stubs it.
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea re-measures when web fonts finish loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});
window.scrollTo = () => {};

// A console.error during a test (React warnings, unhandled requests) fails that test.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  // Readers are in the fixtures' venue zone unless a test moves them (issue 19): the texts then
  // hold whatever zone the machine is in.
  overrideReaderTimeZone('Asia/Kolkata');
  window.localStorage.clear();
  document.body.className = '';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // Mantine keeps notifications in a module-level store: one test's must not show in the next.
  notifications.clean();
  notifications.cleanQueue();
  // Likewise the connection's state: one test's outage must not show "Reconnecting…" in the next.
  setReconnecting(false);
  // And the top bar's menus: each test starts before their code arrived, as a page load does.
  forgetLoadedMenus();
  // And the language: an account's language switches the page, and the next file reads English.
  setActivePack(englishPack);
  // A stub API transport left in place answers every later test file's calls (isolate: false):
  // fail the test that left it, not a stranger three files on.
  if (hasReplacedTransport()) throw new Error('A test left a stub API transport in place.');
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
