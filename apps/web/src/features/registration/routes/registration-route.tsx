import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { registrationMessages, type RegistrationResult } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useEvent, type PortalEvent } from '../../../lib/event-queries';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { EventSummary } from '../components/event-summary';
import { registrationPageMessages as m } from '../components/messages';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSuccess } from '../components/registration-success';
import { blankRegistration, prefillFromProfile } from '../components/registration-values';

/** Spec screen 2 at /registration/:eventId, shown without the top bar (spec §2 Shell). */
export function RegistrationRoute() {
  const t = useT();
  const { eventId = '' } = useParams();
  const siteName = useSiteName();
  const event = useEvent(eventId);

  if (event.isPending) return <PageLoader label={t(m.loadingEvent)} />;

  if (event.isError) {
    const notFound = event.error instanceof ApiError && event.error.status === 404;
    return (
      <Stack maw={720} mx="auto" gap="lg">
        <title>{`${t(m.eventRegistration)} · ${siteName}`}</title>
        {notFound ? (
          <Stack gap="sm" align="flex-start">
            <Title order={1}>{t(m.eventNotFound)}</Title>
            <Text c="dimmed">{t(m.eventNotFoundText)}</Text>
          </Stack>
        ) : (
          <QueryErrorAlert
            title={t(m.loadFailed)}
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
          {t(m.browseEvents)}
        </Button>
      </Stack>
    );
  }

  return <RegistrationPage event={event.data} siteName={siteName} />;
}

function RegistrationPage({ event, siteName }: { event: PortalEvent; siteName: string }) {
  const t = useT();
  const [result, setResult] = useState<RegistrationResult | null>(null);

  return (
    <Stack maw={720} mx="auto" gap="lg" mt={{ base: 0, sm: 'md' }}>
      <title>{`${t(m.registerFor, { title: event.title })} · ${siteName}`}</title>
      <Anchor
        component={Link}
        to={paths.eventDetails.href(event._id)}
        size="sm"
        underline="hover"
        style={{ alignSelf: 'flex-start' }}
        aria-label={t(m.backTo, { title: event.title })}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t(m.back)}
        </Group>
      </Anchor>
      <EventSummary event={event} />
      {result ? (
        <RegistrationSuccess eventId={event._id} result={result} />
      ) : !event.registrationOpen ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          <Text size="sm">{t.text(registrationMessages.closed)}</Text>
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
  const t = useT();
  const { isLoggedIn } = useSession();
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: isLoggedIn });

  // Wait for the profile so the form starts filled rather than changing under the person's hands;
  // a profile that cannot be read leaves the form blank.
  if (isLoggedIn && profile.isPending) return <PageLoader label={t(m.loadingDetails)} />;
  const defaultValues =
    isLoggedIn && profile.data ? prefillFromProfile(profile.data) : blankRegistration;
  return (
    <RegistrationForm eventId={eventId} defaultValues={defaultValues} onRegistered={onRegistered} />
  );
}
