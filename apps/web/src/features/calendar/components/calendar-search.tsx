// The search box is the only input on the public pages: its styles come with the calendar, not
// with every first visit (app/first-visit-styles.ts).
import '@mantine/core/styles/Input.layer.css';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { calendarMessages as messages } from './messages';

interface CalendarSearchProps {
  /** The search in the address (?q=), which the grid shows. */
  value: string;
  onSearch: (term: string) => void;
}

/**
 * Narrows the calendar to events mentioning a word, in the original or any language's version
 * (ADR 25): a Hindi title finds its event for everyone. Asks the server once typing pauses.
 */
export function CalendarSearch({ value, onSearch }: CalendarSearchProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), 250);
  return (
    <TextInput
      type="search"
      label={t(messages.search)}
      description={t(messages.searchDescription)}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t(messages.clearSearch)}
            onClick={() => {
              setText('');
              search.cancel();
              onSearch('');
            }}
          />
        ) : null
      }
      maw={420}
    />
  );
}
