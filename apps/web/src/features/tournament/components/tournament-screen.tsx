import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Tournament } from '@portal/contract';
import { IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import type { PortalEvent } from '../../../lib/event-queries';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useTournament } from '../../../lib/tournament-queries';
import { tournamentScreenMessages as m } from './messages';
import { TournamentNav } from './tournament-nav';
import { TournamentPicker } from './tournament-picker';
import { TournamentEmpty, TournamentLoader } from './tournament-states';
import { useTournamentEvent } from './use-tournament-event';

export interface TournamentView {
  tournament: Tournament;
  /** The event from the events list (sponsors and dates), when the list has it. */
  event: PortalEvent | undefined;
  eventsSettled: boolean;
  refresh: () => void;
  refreshing: boolean;
}

interface TournamentScreenProps {
  heading: string;
  loadingLabel: string;
  errorTitle: string;
  /** The sentence under the error title; by default the spec's "Error loading tournament data". */
  errorMessage?: (reason: string, t: Translate) => string;
  /** What to say when there is no tournament to show. */
  empty?: (refresh: () => void, refreshing: boolean) => ReactNode;
  children: (view: TournamentView) => ReactNode;
}

const tournamentError = (reason: string, t: Translate) => t(m.errorLoadingData, { reason });

/**
 * The frame of the three tournament screens: heading and <title>, which event (?event=<id>,
 * or a sensible default, with a picker), and the loading, error and empty states.
 */
export function TournamentScreen({
  heading,
  loadingLabel,
  errorTitle,
  errorMessage = tournamentError,
  empty = () => <NoTournament />,
  children,
}: TournamentScreenProps) {
  const t = useT();
  const siteName = useSiteName();
  const { eventId, event, tournaments, events, choose } = useTournamentEvent();
  const tournament = useTournament(eventId);
  const data = tournament.data;

  const refresh = () => {
    void events.refetch();
    if (eventId) void tournament.refetch();
  };
  const refreshing = events.isRefetching || tournament.isRefetching;
  // Without ?event= the list decides which tournament to show; with it, the list only feeds the picker.
  const failure = eventId ? tournament.error : events.error;

  let content: ReactNode;
  if (failure)
    content = (
      <QueryErrorAlert
        title={errorTitle}
        error={failure}
        message={errorMessage(getErrorMessage(failure), t)}
        onRetry={refresh}
        retrying={refreshing}
      />
    );
  else if ((!eventId && events.isPending) || (eventId && !data))
    content = <TournamentLoader label={loadingLabel} />;
  else if (!data || data.teams.length === 0) content = empty(refresh, refreshing);
  else
    content = children({
      tournament: data,
      event,
      eventsSettled: !events.isPending,
      refresh,
      refreshing,
    });

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`${heading} · ${siteName}`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{heading}</Title>
          {data && eventId && (
            <Anchor component={Link} to={paths.eventDetails.href(eventId)} c="dimmed" size="sm">
              {data.eventTitle}
            </Anchor>
          )}
        </div>
        <Group align="flex-end" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          {eventId && (
            <TournamentPicker
              tournaments={tournaments}
              value={eventId}
              currentTitle={data?.eventTitle}
              onChange={choose}
            />
          )}
          {data?.canManage && eventId && (
            <Button
              component={Link}
              to={`${paths.tournamentAdmin}?${new URLSearchParams({ event: eventId })}`}
              variant="default"
              leftSection={<IconSettings size={18} aria-hidden />}
            >
              {t(m.manage)}
            </Button>
          )}
        </Group>
      </Group>
      <TournamentNav eventId={eventId} />
      {content}
    </Stack>
  );
}

function NoTournament() {
  const t = useT();
  return (
    <TournamentEmpty
      title={t(m.noTournamentTitle)}
      description={<Text span>{t(m.noTournamentText)}</Text>}
    />
  );
}
