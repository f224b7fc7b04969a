import '../../components/all-mantine-styles';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { EventSuggestion } from '@portal/contract';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { useContentVersion } from '../../lib/content-version';
import { formatEventStart } from '../../lib/format-event-dates';
import { paths } from '../../lib/paths';
import { boxMessages } from './box-messages';
import { searchMessages } from './search-messages';
import { useSiteSearch } from './use-site-search';

// Spec §9 and DESIGN §5.16 timings.
export const searchDelay = 200;
export const hideDelay = 150;
export const focusDelay = 100;
const listMaxHeight = 360;

/** Where each kind of suggestion opens; an option's value is `kind:id`. */
const destinations = {
  event: paths.eventDetails.href,
  channel: paths.channelPage.href,
  person: paths.directoryPerson.href,
} as const;
type Kind = keyof typeof destinations;

interface SiteSearchBoxProps {
  /** Closes (and so clears) the box. */
  onClose: () => void;
}

/**
 * The search box itself: suggestions grouped as events, channels and people for the debounced
 * text, arrows to move, Enter to choose, Escape to close the list and then the box. A failed
 * search keeps the earlier suggestions (spec §8); choosing one clears the search and opens it.
 */
export function SiteSearchBox({ onClose }: SiteSearchBoxProps) {
  const t = useT();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const query = text.trim();
  const [debounced] = useDebouncedValue(query, searchDelay);
  const found = useSiteSearch(text, debounced);
  const count = found.events.length + found.channels.length + found.people.length;
  // The list is open when the person wants it and there is something in it, so the box never
  // says "expanded" over an empty, invisible list.
  const [wantOpen, setWantOpen] = useState(false);
  const listShown = wantOpen && query !== '' && (count > 0 || found.nothingFound);
  const combobox = useCombobox({
    opened: listShown,
    onOpenedChange: setWantOpen,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), focusDelay);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => {
    // Spec §8: a search failure is logged; the suggestions stay as they were.
    if (found.error) console.warn('Search failed', found.error);
  }, [found.error]);

  const choose = (value: string) => {
    const split = value.indexOf(':');
    const kind = value.slice(0, split) as Kind;
    setText('');
    setWantOpen(false);
    onClose();
    void navigate(destinations[kind](value.slice(split + 1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the list first (the combobox does that), then the box.
    if (event.key === 'Escape' && !listShown) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          aria-label={t(searchMessages.search)}
          placeholder={t(
            found.searchesPeople ? boxMessages.placeholderWithPeople : boxMessages.placeholder,
          )}
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={found.fetching ? <Loader size="xs" aria-hidden /> : null}
          value={text}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            combobox.resetSelectedOption();
            setWantOpen(value.trim() !== '');
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            if (query !== '') setWantOpen(true);
          }}
          // Spec §4, §9: the list closes shortly after the box loses focus.
          onBlur={() => {
            blurTimer.current = setTimeout(() => setWantOpen(false), hideDelay);
          }}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          mah={listMaxHeight}
          style={{ overflowY: 'auto' }}
          aria-label={t(boxMessages.suggestions)}
        >
          <Group label={t(boxMessages.events)}>
            {found.events.map((event) => (
              <EventOption key={event._id} event={event} />
            ))}
          </Group>
          <Group label={t(boxMessages.channels)}>
            {found.channels.map((channel) => (
              <Combobox.Option value={`channel:${channel._id}`} key={channel._id}>
                <Text size="sm" truncate="end">
                  {channel.name}
                </Text>
              </Combobox.Option>
            ))}
          </Group>
          <Group label={t(boxMessages.people)}>
            {found.people.map((person) => (
              <Combobox.Option value={`person:${person._id}`} key={person._id}>
                <Text size="sm" truncate="end">
                  {person.name}
                </Text>
                {person.batch != null && (
                  <Text size="xs" c="dimmed">
                    {t(boxMessages.batch, { year: person.batch })}
                  </Text>
                )}
              </Combobox.Option>
            ))}
          </Group>
          {count === 0 && found.nothingFound && (
            <Combobox.Empty>{t(boxMessages.noMatch)}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** A group of suggestions under its heading; none at all when it has nothing to show. */
function Group({ label, children }: { label: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return <Combobox.Group label={label}>{children}</Combobox.Group>;
}

/** An event in the reader's language, with its date in its venue's zone and its venue. */
function EventOption({ event }: { event: EventSuggestion }) {
  const { texts, lang } = useContentVersion({ title: event.title }, event.translations);
  return (
    <Combobox.Option value={`event:${event._id}`}>
      <Text size="sm" truncate="end" lang={lang.title}>
        {texts.title}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {formatEventStart(event.date, event.timeZone)} · {event.location}
      </Text>
    </Combobox.Option>
  );
}
