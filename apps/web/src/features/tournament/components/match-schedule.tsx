// The event page's Schedule section is on a first-visit page, whose styles leave inputs out
// (app/first-visit-styles.ts): the search box brings its own, as the calendar's does.
import '@mantine/core/styles/Input.layer.css';
import { CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { tournamentMessages, type Match, type Team } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { CardList } from './card-list';
import { MatchCard } from './match-card';
import { matchMessages } from './messages';
import { matchesTerm } from './tournament-format';

interface MatchScheduleProps {
  matches: readonly Match[];
  teams: readonly Team[];
  /** Pre-fills the search, e.g. with the team chosen in the points table. */
  initialSearch?: string;
}

/** Spec screen 7: fixtures by start time, filtered by either side's name or short name. */
export function MatchSchedule({ matches, teams, initialSearch = '' }: MatchScheduleProps) {
  const t = useT();
  const [search, setSearch] = useState(initialSearch);
  const term = search.trim();
  const shown = matches.filter((match) => matchesTerm(match, term));

  return (
    <Stack gap="md">
      <TextInput
        aria-label={t(matchMessages.search)}
        placeholder={t.text(tournamentMessages.searchPlaceholder)}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton aria-label={t(matchMessages.clearSearch)} onClick={() => setSearch('')} />
          ) : null
        }
        maw={420}
      />
      {matches.length === 0 ? (
        <Text c="dimmed">{t(matchMessages.noneScheduled)}</Text>
      ) : (
        <>
          {/* Says what the search left (or that it found nothing), without moving focus. */}
          <Text size="sm" c={shown.length === 0 ? undefined : 'dimmed'} role="status">
            {shown.length === 0
              ? t(matchMessages.noMatchesFor, { term })
              : t(matchMessages.shownOfTotal, { shown: shown.length, total: matches.length })}
          </Text>
          {shown.length > 0 && (
            <CardList
              label={t(matchMessages.matches)}
              items={shown}
              itemKey={(match) => match.id}
              renderItem={(match) => <MatchCard match={match} teams={teams} />}
            />
          )}
        </>
      )}
    </Stack>
  );
}
