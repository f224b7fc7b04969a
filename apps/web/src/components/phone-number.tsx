import { Anchor } from '@mantine/core';
import { formatPhone } from '@portal/contract';
import { useViewerCountry } from '../lib/viewer-country';

interface PhoneNumberProps {
  /** As stored: E.164, or an old value the move to E.164 could not read. */
  value: string;
  /** A `tel:` link, for screens where calling is what a reader does next. */
  link?: boolean;
}

/**
 * A stored number as this viewer reads it: national format when they dial the same country
 * code, international otherwise. Always left to right, whatever the language around it.
 */
export function PhoneNumber({ value, link = false }: PhoneNumberProps) {
  const text = formatPhone(value, useViewerCountry());
  if (!link)
    return (
      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {text}
      </span>
    );
  return (
    <Anchor href={`tel:${value}`} inherit dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Anchor>
  );
}
