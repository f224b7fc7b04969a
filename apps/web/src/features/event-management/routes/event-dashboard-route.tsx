import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import {
  getDashboardQueryOptions,
  useDashboard,
  type DashboardSource,
} from '../api/get-event-registrations';
import { useManagedEvents } from '../api/get-managed-events';
import { EventPicker } from '../../../components/event-picker';
import {
  DashboardMessage,
  DashboardLoading,
  DashboardFailure,
} from '../components/dashboard-states';
import { DashboardView } from '../components/dashboard-view';
import { defaultDashboardEvent } from '../components/default-dashboard-event';
import { eventPagesMessages as m } from './messages';

/**
 * Spec screen 20: one event's registrations. The event is chosen from the caller's events and kept
 * in the address (?event=<id>); the spec's ?channelId=<id> shows that channel's next event, and
 * with neither it opens on the next published event (not the newest draft, every figure 0).
 */
export function EventDashboardRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const channelId = params.get('channelId');
  const managed = useManagedEvents();
  const firstManaged = managed.data ? defaultDashboardEvent(managed.data) : undefined;

  const source: DashboardSource | null = eventId
    ? { eventId }
    : channelId
      ? { channelId }
      : firstManaged
        ? { eventId: firstManaged._id }
        : null;
  const dashboard = useDashboard(source);
  const event = dashboard.data?.event ?? null;
  const shownId = event?._id ?? (source && 'eventId' in source ? source.eventId : null);

  const heading = t(m.eventDashboard);
  const pageTitle = event ? `${event.title} · ${heading}` : heading;

  let body;
  if (!source) {
    body = managed.isPending ? (
      <DashboardLoading />
    ) : managed.isError ? (
      <DashboardFailure
        title={t(m.fetchEventsFailed)}
        error={managed.error}
        onRetry={() => void managed.refetch()}
        retrying={managed.isFetching}
      />
    ) : (
      <DashboardMessage kind="no-events" />
    );
  } else if (dashboard.isPending) {
    body = <DashboardLoading />;
  } else if (dashboard.isError) {
    body = (
      <DashboardFailure
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  } else if (!dashboard.data.event) {
    body = <DashboardMessage kind="no-channel-event" />;
  } else {
    body = (
      <DashboardView
        event={dashboard.data.event}
        registrations={dashboard.data.registrations}
        queryKey={getDashboardQueryOptions(source).queryKey}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <title>{`${pageTitle} · ${siteName}`}</title>
      {/* With an event shown, its title is the page's heading. */}
      {!event && <Title order={1}>{heading}</Title>}
      {managed.isSuccess && managed.data.length > 0 && (
        <EventPicker
          events={managed.data}
          value={shownId}
          onChange={(id) => setParams({ event: id })}
        />
      )}
      {body}
    </Stack>
  );
}
