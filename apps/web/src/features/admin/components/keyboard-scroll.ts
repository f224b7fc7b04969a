import type { ScrollAreaProps } from '@mantine/core';

/**
 * A table wider than a phone scrolls sideways: its viewport takes the keyboard's focus, so the
 * arrow keys reach the columns off screen (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export const keyboardScroll: ScrollAreaProps = { viewportProps: { tabIndex: 0 } };
