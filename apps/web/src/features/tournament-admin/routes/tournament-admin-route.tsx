import { Anchor, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useManagedEvents } from '../api/get-managed-events';
import { EventPicker } from '../../../components/event-picker';
import { TournamentSections } from '../components/tournament-sections';

/**
 * Organisers' page for an event's cricket tournament: teams, fixtures one by one or from a CSV,
 * and the way to each match's scorer screen. The event is kept in the address (?event=<id>).
 */
export function TournamentAdminRoute() {
  const siteName = useSiteName();
  const [params, setParams] = useSearchParams();
  const managed = useManagedEvents();
  const eventId = params.get('event') ?? managed.data?.[0]?._id ?? null;
  const event = managed.data?.find((candidate) => candidate._id === eventId);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`${event ? `${event.title} · ` : ''}Tournament admin · ${siteName}`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Tournament admin</Title>
          <Text c="dimmed" size="sm" mt={4} maw={640}>
            Teams, fixtures and scores for the events you run. Standings follow from the results.
          </Text>
        </div>
        {eventId && (
          <Anchor
            component={Link}
            to={`${paths.eventDetailsTour}?event=${encodeURIComponent(eventId)}`}
          >
            Open the match center
          </Anchor>
        )}
      </Group>

      {managed.isPending ? (
        <PageLoader label="Loading your events" />
      ) : managed.isError ? (
        <QueryErrorAlert
          title="Failed to fetch events"
          error={managed.error}
          onRetry={() => void managed.refetch()}
          retrying={managed.isFetching}
        />
      ) : managed.data.length > 0 ? (
        <EventPicker
          events={managed.data}
          value={eventId}
          onChange={(id) => setParams({ event: id })}
        />
      ) : (
        !eventId && (
          <EmptyState
            icon={<IconCalendarOff aria-hidden />}
            withIndicatorBackground
            title="No events to manage"
            description="Events you create, or that belong to a channel you run, appear here."
            py="xl"
          />
        )
      )}

      {eventId && !managed.isPending && <TournamentSections key={eventId} eventId={eventId} />}
    </Stack>
  );
}
