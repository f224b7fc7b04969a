import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Spec §9: the narrow layout starts below 768 px (Mantine's `sm`). */
export const narrowMediaQuery = '(max-width: 767px)';

/**
 * One of two layouts by the screen's width. The browser keeps only the one that fits in the
 * page; the server's render (ADR 21) cannot see the screen, so it sends both and CSS shows the
 * right one, and a phone's first paint is its own layout, not the desktop's. The app replaces
 * that render rather than hydrating it, so the two need not match.
 */
export function NarrowOrWide({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  const isNarrow = useMediaQuery(narrowMediaQuery, false, { getInitialValueInEffect: false });
  if (import.meta.env.SSR)
    return (
      <>
        <Box hiddenFrom="sm">{narrow}</Box>
        <Box visibleFrom="sm">{wide}</Box>
      </>
    );
  return isNarrow ? narrow : wide;
}
