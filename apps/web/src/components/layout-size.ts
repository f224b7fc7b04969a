/**
 * How big a component lays itself out: always compact, always full, or compact on phones and full
 * from 768 px (spec §9, Mantine's `sm`). 'responsive' is chosen by CSS, not by a media query in
 * JavaScript, so a page the server rendered (ADR 21) is already right on any screen.
 */
export type LayoutSize = 'compact' | 'full' | 'responsive';

/** The style-prop value for `size`: one of the two, or Mantine's responsive object. */
export function bySize<Value>(
  size: LayoutSize,
  values: { compact: Value; full: Value },
): Value | { base: Value; sm: Value } {
  return size === 'responsive' ? { base: values.compact, sm: values.full } : values[size];
}
