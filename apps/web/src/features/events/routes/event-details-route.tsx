import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useEvent } from '../../../lib/event-queries';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { EventDetails } from '../components/event-details';
import type { TournamentSections } from '../components/event-sections';
import { useEventVersion } from '../components/use-event-version';
import type { PortalEvent } from '../../../lib/event-queries';
import { eventDetailsMessages as messages } from '../event-details-messages';

/** /event-details/:id (spec screen 5, DESIGN §5.20). */
export function EventDetailsRoute({ tournament }: { tournament?: TournamentSections }) {
  const t = useT();
  const { id = '' } = useParams();
  const siteName = useSiteName();
  const event = useEvent(id);
  const notFound = event.isError && event.error instanceof ApiError && event.error.status === 404;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      {event.isPending ? (
        <>
          <title>{`${t(messages.event)} · ${siteName}`}</title>
          <PageLoader label={t(messages.loading)} />
        </>
      ) : notFound ? (
        <EventNotFound siteName={siteName} />
      ) : event.isError ? (
        <>
          <title>{`${t(messages.event)} · ${siteName}`}</title>
          <Title order={1}>{t(messages.event)}</Title>
          <QueryErrorAlert
            title={t(messages.fetchFailed)}
            error={event.error}
            onRetry={() => void event.refetch()}
            retrying={event.isFetching}
          />
        </>
      ) : (
        <>
          <EventPageTitle event={event.data} siteName={siteName} />
          <EventDetails event={event.data} tournament={tournament} />
        </>
      )}
    </Stack>
  );
}

/** The tab's title: the event's title in the reader's language when the organisers gave one. */
function EventPageTitle({ event, siteName }: { event: PortalEvent; siteName: string }) {
  const { texts } = useEventVersion(event);
  return <title>{`${texts.title} · ${siteName}`}</title>;
}

function EventNotFound({ siteName }: { siteName: string }) {
  const t = useT();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`${t(messages.notFound)} · ${siteName}`}</title>
      <IconCalendarOff size={56} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>{t(messages.notFound)}</Title>
      <Text c="dimmed">{t(messages.notFoundText)}</Text>
      <Button
        component={Link}
        to={paths.events}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t(messages.backToEvents)}
      </Button>
    </Stack>
  );
}
