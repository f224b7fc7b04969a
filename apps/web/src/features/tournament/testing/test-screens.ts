import { vi } from 'vitest';

/** A phone's width for this test: the narrow layout's media query matches (vitest restores it). */
export function stubNarrowScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(max-width: 767px)',
  }));
}
