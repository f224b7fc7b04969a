import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { registrationMessages, type RegistrationResult } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { isEventFull } from '@portal/contract/event-capacity';
import { IconArrowLeft, IconHourglass, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useEvent, type PortalEvent } from '../../../lib/event-queries';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMyRegistrations } from '../../../lib/my-registrations';
import { EventSummary } from '../components/event-summary';
import {
  myRegistrationMessages as mm,
  registrationPageMessages as m,
} from '../components/messages';
import { MyRegistrationCard } from '../components/my-registration';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSuccess } from '../components/registration-success';
import { isAwaitingPayment, TicketPayment } from '../components/ticket-payment';
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
      {result && isAwaitingPayment(result) ? (
        <TicketPayment
          eventId={event._id}
          eventTitle={event.title}
          siteName={siteName}
          result={result}
          onStartAgain={() => setResult(null)}
        />
      ) : result ? (
        <RegistrationSuccess eventId={event._id} result={result} />
      ) : !event.registrationOpen ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          <Text size="sm">{t.text(registrationMessages.closed)}</Text>
        </Alert>
      ) : (
        <OpenRegistration event={event} onRegistered={setResult} />
      )}
    </Stack>
  );
}

/**
 * A signed-in member already registered sees that registration (ticket, cancel) instead of a
 * form the server would refuse; a full event says so before the form, not after it.
 */
function OpenRegistration({
  event,
  onRegistered,
}: {
  event: PortalEvent;
  onRegistered: (result: RegistrationResult) => void;
}) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const mine = useMyRegistrations(event._id, isLoggedIn);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [someoneElse, setSomeoneElse] = useState(false);

  // A registration that cannot be read leaves the form, as before this call existed.
  if (isLoggedIn && mine.isPending) return <PageLoader label={t(mm.loading)} />;
  const own = mine.data?.registrations ?? [];
  if (own.length > 0 && !someoneElse)
    return (
      <Stack gap="md">
        {own.map((registration) => (
          <MyRegistrationCard
            key={registration.registrationId}
            registration={registration}
            onCancelled={setCancelled}
            onPay={onRegistered}
          />
        ))}
        <Button
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setSomeoneElse(true)}
        >
          {t(mm.registerSomeoneElse)}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      {cancelled && <FormAlert kind="success">{cancelled}</FormAlert>}
      {isEventFull(event) && <FullNotice waiting={event.waitlisted} />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <PrefilledForm
          event={event}
          // Their own details are already registered: someone else starts from a blank form.
          prefill={!someoneElse}
          onRegistered={onRegistered}
        />
      </Paper>
    </Stack>
  );
}

function FullNotice({ waiting }: { waiting: number }) {
  const t = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t(m.fullTitle)}
      icon={<IconHourglass aria-hidden />}
      // Mantine writes an orange title at 3.6:1 on its light background; the text colour reads.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t(m.fullText)}</Text>
      {waiting > 0 && <Text size="sm">{t(m.alreadyWaiting, { count: waiting })}</Text>}
    </Alert>
  );
}

/** A signed-in person's details go in first (their profile); a visitor starts blank. */
function PrefilledForm({
  event,
  prefill,
  onRegistered,
}: {
  event: PortalEvent;
  prefill: boolean;
  onRegistered: (result: RegistrationResult) => void;
}) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const fromProfile = isLoggedIn && prefill;
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: fromProfile });

  // Wait for the profile so the form starts filled rather than changing under the person's hands;
  // a profile that cannot be read leaves the form blank.
  if (fromProfile && profile.isPending) return <PageLoader label={t(m.loadingDetails)} />;
  const defaultValues =
    fromProfile && profile.data ? prefillFromProfile(profile.data) : blankRegistration();
  return (
    <RegistrationForm
      eventId={event._id}
      places={event}
      ticketing={event}
      defaultValues={defaultValues}
      onRegistered={onRegistered}
    />
  );
}
