import { NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Leaderboards as LeaderboardsData } from '@portal/contract';
import { useId, useState } from 'react';
import { NarrowOrWide } from '../../../components/narrow-or-wide';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { boardMinimum, boardNames, boardTable, type BoardName } from './leaderboard-boards';
import { leaderboardMessages as m } from './leaderboard-messages';
import { useLeaderboards } from './tournament-detail-queries';
import { TournamentEmpty, TournamentLoader } from './tournament-states';

function Board({ name, data }: { name: BoardName; data: LeaderboardsData }) {
  const t = useT();
  const minimum = boardMinimum(name, data, t);
  return (
    <Stack gap="xs">
      {minimum && (
        <Text size="sm" c="dimmed">
          {minimum}
        </Text>
      )}
      {boardTable(name, data, t)}
    </Stack>
  );
}

/** A phone picks one table from a list; a wider screen has a tab per table. */
function BoardPicker({ data }: { data: LeaderboardsData }) {
  const t = useT();
  const [board, setBoard] = useState<BoardName>('mostRuns');
  const options = boardNames.map((name) => ({ value: name, label: t(m[name]) }));
  return (
    <NarrowOrWide
      narrow={
        <Stack gap="sm">
          <NativeSelect
            label={t(m.choose)}
            data={options}
            value={board}
            onChange={(event) => setBoard(event.currentTarget.value as BoardName)}
          />
          <Board name={board} data={data} />
        </Stack>
      }
      wide={
        <Tabs
          value={board}
          onChange={(value) => value && setBoard(value as BoardName)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t(m.heading)}>
            {options.map((option) => (
              <Tabs.Tab key={option.value} value={option.value}>
                {option.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {boardNames.map((name) => (
            <Tabs.Panel key={name} value={name} pt="sm">
              <Board name={name} data={data} />
            </Tabs.Panel>
          ))}
        </Tabs>
      }
    />
  );
}

const isEmpty = (data: LeaderboardsData) =>
  data.matchesCounted === 0 || boardNames.every((name) => data[name].length === 0);

/** The tournament's leaders (issue 24), kept current by the live feed with the points table. */
export function Leaderboards({ eventId }: { eventId: string }) {
  const t = useT();
  const headingId = useId();
  const query = useLeaderboards(eventId);
  let content;
  if (query.error)
    content = (
      <QueryErrorAlert
        title={t(m.loadError)}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  else if (!query.data) content = <TournamentLoader label={t(m.loading)} />;
  else if (isEmpty(query.data))
    content = <TournamentEmpty title={t(m.empty)} description={t(m.emptyText)} />;
  else
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(m.counted, { count: query.data.matchesCounted })}
        </Text>
        <BoardPicker data={query.data} />
      </Stack>
    );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {t(m.heading)}
      </Title>
      {content}
    </Stack>
  );
}
