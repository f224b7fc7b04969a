import { CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { tournamentMessages, type Match, type Team } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CardList } from './card-list';
import { MatchCard } from './match-card';
import { matchesTerm } from './tournament-format';

interface MatchScheduleProps {
  matches: readonly Match[];
  teams: readonly Team[];
  /** Pre-fills the search, e.g. with the team chosen in the points table. */
  initialSearch?: string;
}

/** Spec screen 7: fixtures by start time, filtered by either side's name or short name. */
export function MatchSchedule({ matches, teams, initialSearch = '' }: MatchScheduleProps) {
  const [search, setSearch] = useState(initialSearch);
  const term = search.trim();
  const shown = matches.filter((match) => matchesTerm(match, term));

  return (
    <Stack gap="md">
      <TextInput
        aria-label="Search matches"
        placeholder={tournamentMessages.searchPlaceholder}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? <CloseButton aria-label="Clear search" onClick={() => setSearch('')} /> : null
        }
        maw={420}
      />
      {matches.length === 0 ? (
        <Text c="dimmed">No matches have been scheduled yet.</Text>
      ) : (
        <>
          {/* Says what the search left (or that it found nothing), without moving focus. */}
          <Text size="sm" c={shown.length === 0 ? undefined : 'dimmed'} role="status">
            {shown.length === 0
              ? tournamentMessages.noMatchesFor(term)
              : `${shown.length} of ${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`}
          </Text>
          {shown.length > 0 && (
            <CardList
              label="Matches"
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
