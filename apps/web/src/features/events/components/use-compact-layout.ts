import { useMediaQuery } from '@mantine/hooks';

/** Spec §9: the narrow layout starts below 768 px. */
export const compactMediaQuery = '(max-width: 767px)';

/** Whether the screen is narrow enough for the compact card and the section hamburger. */
export function useCompactLayout(): boolean {
  return useMediaQuery(compactMediaQuery, false, { getInitialValueInEffect: false });
}
