import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { registrationMessages, type RegistrationResult } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/api-client';
import { useEvent, type PortalEvent } from '../../../lib/event-queries';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { EventSummary } from '../components/event-summary';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSuccess } from '../components/registration-success';
import { blankRegistration, prefillFromProfile } from '../components/registration-values';

/** Spec screen 2 at /registration/:eventId, shown without the top bar (spec §2 Shell). */
export function RegistrationRoute() {
  const { eventId = '' } = useParams();
  const siteName = useSiteName();
  const event = useEvent(eventId);

  if (event.isPending) return <PageLoader label="Loading event" />;

  if (event.isError) {
    const notFound = event.error instanceof ApiError && event.error.status === 404;
    return (
      <Stack maw={720} mx="auto" gap="lg">
        <title>{`Event registration · ${siteName}`}</title>
        {notFound ? (
          <Stack gap="sm" align="flex-start">
            <Title order={1}>Event not found</Title>
            <Text c="dimmed">
              This event does not exist, or it is no longer open to the public.
            </Text>
          </Stack>
        ) : (
          <QueryErrorAlert
            title="Failed to load the event"
            error={event.error}
            onRetry={() => void event.refetch()}
            retrying={event.isFetching}
          />
        )}
        {/* This screen has no top bar: always leave a way on. */}
        <Button
          component={Link}
          to={paths.events}
          variant="default"
          style={{ alignSelf: 'flex-start' }}
        >
          Browse events
        </Button>
      </Stack>
    );
  }

  return <RegistrationPage event={event.data} siteName={siteName} />;
}

function RegistrationPage({ event, siteName }: { event: PortalEvent; siteName: string }) {
  const [result, setResult] = useState<RegistrationResult | null>(null);

  return (
    <Stack maw={720} mx="auto" gap="lg" mt={{ base: 0, sm: 'md' }}>
      <title>{`Register for ${event.title} · ${siteName}`}</title>
      <Anchor
        component={Link}
        to={paths.eventDetails.href(event._id)}
        size="sm"
        underline="hover"
        style={{ alignSelf: 'flex-start' }}
        aria-label={`Back to ${event.title}`}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back
        </Group>
      </Anchor>
      <EventSummary event={event} />
      {result ? (
        <RegistrationSuccess eventId={event._id} result={result} />
      ) : !event.registrationOpen ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          <Text size="sm">{registrationMessages.closed}</Text>
        </Alert>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <PrefilledForm eventId={event._id} onRegistered={setResult} />
        </Paper>
      )}
    </Stack>
  );
}

/** A signed-in person's details go in first (their profile); a visitor starts blank. */
function PrefilledForm({
  eventId,
  onRegistered,
}: {
  eventId: string;
  onRegistered: (result: RegistrationResult) => void;
}) {
  const { isLoggedIn } = useSession();
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: isLoggedIn });

  // Wait for the profile so the form starts filled rather than changing under the person's hands;
  // a profile that cannot be read leaves the form blank.
  if (isLoggedIn && profile.isPending) return <PageLoader label="Loading your details" />;
  const defaultValues =
    isLoggedIn && profile.data ? prefillFromProfile(profile.data) : blankRegistration;
  return (
    <RegistrationForm eventId={eventId} defaultValues={defaultValues} onRegistered={onRegistered} />
  );
}
