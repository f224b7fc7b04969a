import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/api-client';
import { useEvent } from '../../../lib/event-queries';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { EventDetails } from '../components/event-details';
import type { TournamentSections } from '../components/event-sections';

/** /event-details/:id (spec screen 5, DESIGN §5.20). */
export function EventDetailsRoute({ tournament }: { tournament?: TournamentSections }) {
  const { id = '' } = useParams();
  const siteName = useSiteName();
  const event = useEvent(id);
  const notFound = event.isError && event.error instanceof ApiError && event.error.status === 404;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      {event.isPending ? (
        <>
          <title>{`Event · ${siteName}`}</title>
          <PageLoader label="Loading event" />
        </>
      ) : notFound ? (
        <EventNotFound siteName={siteName} />
      ) : event.isError ? (
        <>
          <title>{`Event · ${siteName}`}</title>
          <Title order={1}>Event</Title>
          <QueryErrorAlert
            title="Failed to fetch event data"
            error={event.error}
            onRetry={() => void event.refetch()}
            retrying={event.isFetching}
          />
        </>
      ) : (
        <>
          <title>{`${event.data.title} · ${siteName}`}</title>
          <EventDetails event={event.data} tournament={tournament} />
        </>
      )}
    </Stack>
  );
}

function EventNotFound({ siteName }: { siteName: string }) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`Event not found · ${siteName}`}</title>
      <IconCalendarOff size={56} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>Event not found</Title>
      <Text c="dimmed">
        This event does not exist, or it is not published yet. It may have been removed, or the link
        may be mistyped.
      </Text>
      <Button
        component={Link}
        to={paths.events}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        Back to events
      </Button>
    </Stack>
  );
}
