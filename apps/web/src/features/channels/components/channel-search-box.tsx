import '../../../components/all-mantine-styles';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useSearchChannels, type ChannelSummary } from '../api/search-channels';
import { searchMessages } from './search-messages';

// Spec §9 and DESIGN §5.16 timings.
export const searchDelay = 200;
export const hideDelay = 150;
export const focusDelay = 100;
const listMaxHeight = 300;

interface ChannelSearchBoxProps {
  /** Closes (and so clears) the box. */
  onClose: () => void;
}

/**
 * The search box itself: suggestions for the debounced text, arrows to move, Enter to choose,
 * Escape to close the list and then the box. A failed search keeps the earlier suggestions
 * (spec §8); choosing one clears the search and opens the channel (spec §4).
 */
export function ChannelSearchBox({ onClose }: ChannelSearchBoxProps) {
  const t = useT();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const query = text.trim();
  const [debounced] = useDebouncedValue(query, searchDelay);
  const search = useSearchChannels(debounced);

  // The last suggestions that arrived, kept through a failed or pending search.
  const [lastGood, setLastGood] = useState<ChannelSummary[]>([]);
  const [seen, setSeen] = useState(search.data);
  if (search.data !== seen) {
    setSeen(search.data);
    if (search.data) setLastGood(search.data);
  }
  const suggestions = query === '' ? [] : (search.data ?? lastGood);
  const noMatch =
    query !== '' && debounced === query && search.isSuccess && search.data.length === 0;
  // The list is open when the person wants it and there is something in it, so the box never
  // says "expanded" over an empty, invisible list.
  const [wantOpen, setWantOpen] = useState(false);
  const listShown = wantOpen && (suggestions.length > 0 || noMatch);
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
    if (search.error) console.warn('Channel search failed', search.error);
  }, [search.error]);

  const choose = (id: string) => {
    setText('');
    setWantOpen(false);
    onClose();
    void navigate(paths.channelPage.href(id));
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
          placeholder={t(searchMessages.placeholder)}
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
          value={text}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            combobox.resetSelectedOption();
            // Spec §4: empty text clears the suggestions and closes the list.
            if (value.trim() === '') setLastGood([]);
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
          aria-label={t(searchMessages.suggestions)}
        >
          {suggestions.map((channel) => (
            <Combobox.Option value={channel._id} key={channel._id}>
              <Text size="sm" truncate="end">
                {channel.name}
              </Text>
            </Combobox.Option>
          ))}
          {noMatch && <Combobox.Empty>{t(searchMessages.noMatch)}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
