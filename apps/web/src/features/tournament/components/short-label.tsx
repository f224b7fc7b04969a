import { VisuallyHidden } from '@mantine/core';

/** A column heading people see abbreviated ("NRR") and screen readers hear in full. */
export function ShortLabel({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}
