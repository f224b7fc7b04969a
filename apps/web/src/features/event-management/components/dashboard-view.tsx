import { Grid, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EventRegistrations, PortalEvent, Registration } from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useCheckIn } from '../api/check-in-registration';
import { useRefundRegistration } from '../api/refund-registration';
import { AnswerCountsCard } from './answer-counts-card';
import { DashboardCounters } from './dashboard-counters';
import { DashboardHeader } from './dashboard-header';
import { dashboardMessages } from './dashboard-messages';
import { EventInfoCard } from './event-info-card';
import { PromoCodesCard } from './promo-codes-card';
import { RegistrationsChart } from './registrations-chart';
import { ReportedPhotosCard } from './reported-photos-card';
import { RegistrationsTable } from './registrations-table';
import { refundButtonMessages } from './refund-messages';

interface DashboardViewProps {
  event: PortalEvent;
  registrations: EventRegistrations['registrations'];
  /** Where the dashboard's data is cached, so a check-in updates its row in place. */
  queryKey: QueryKey;
}

/** Spec screen 20 for one event: header, counters, chart, event card and registrations. */
export function DashboardView({ event, registrations, queryKey }: DashboardViewProps) {
  const t = useT();
  const checkIn = useCheckIn(queryKey);
  const onCheckIn = (registration: Registration, checkedIn: boolean) =>
    checkIn.mutate(
      { eventId: event._id, registrationId: registration._id, checkedIn },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t(dashboardMessages.checkInFailed, {
              name: registration.name,
              reason: getErrorMessage(error),
            }),
          }),
      },
    );
  const refund = useRefundRegistration(queryKey);
  const onRefund = (registration: Registration) =>
    refund.mutate(
      { eventId: event._id, registrationId: registration._id },
      {
        onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t(refundButtonMessages.failed, {
              name: registration.name,
              reason: getErrorMessage(error),
            }),
          }),
      },
    );

  return (
    <Stack gap="lg">
      <DashboardHeader event={event} />
      <DashboardCounters event={event} registrations={registrations} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RegistrationsChart registrations={registrations} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: registrations.length > 0 ? 5 : 12 }}>
          <EventInfoCard event={event} />
        </Grid.Col>
      </Grid>
      <AnswerCountsCard event={event} registrations={registrations} />
      <PromoCodesCard event={event} />
      <ReportedPhotosCard eventId={event._id} />
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t(dashboardMessages.registrations)}
        </Title>
        <RegistrationsTable
          registrations={registrations}
          pendingId={checkIn.isPending ? (checkIn.variables?.registrationId ?? null) : null}
          onCheckIn={onCheckIn}
          refundingId={refund.isPending ? (refund.variables?.registrationId ?? null) : null}
          onRefund={onRefund}
        />
      </Paper>
    </Stack>
  );
}
