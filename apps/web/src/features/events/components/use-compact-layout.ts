import { useMediaQuery } from '@mantine/hooks';

/** Spec §9: the narrow layout starts below 768 px. */
export const compactMediaQuery = '(max-width: 767px)';

/**
 * Whether the screen is narrow enough for the section hamburger. The server's render of a first
 * screen (ADR 21) cannot see the screen: it takes the phone's layout, as the other layouts chosen
 * in JavaScript do there, so phones see the right one before the app has run.
 */
export function useCompactLayout(): boolean {
  const compact = useMediaQuery(compactMediaQuery, false, { getInitialValueInEffect: false });
  return typeof window === 'undefined' ? true : compact;
}
