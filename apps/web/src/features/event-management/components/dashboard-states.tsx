import { Button, Center, EmptyState, Loader, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { dashboardMessages } from './dashboard-messages';

/** Spec §8: 'Loading...' while the dashboard's data is on its way. */
export function DashboardLoading() {
  const t = useT();
  return (
    <Center role="status" py="xl" mih={200} style={{ gap: 'var(--mantine-spacing-sm)' }}>
      <Loader size="sm" aria-hidden />
      <Text>{t(dashboardMessages.loading)}</Text>
    </Center>
  );
}

interface DashboardFailureProps {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A refused or failed load: 403 and 404 explained, anything else the spec's error text. */
export function DashboardFailure({ title, error, onRetry, retrying }: DashboardFailureProps) {
  const t = useT();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <EmptyState
        icon={<IconLock aria-hidden />}
        withIndicatorBackground
        title={t(dashboardMessages.cannotManageTitle)}
        description={t(dashboardMessages.cannotManageText)}
        py="xl"
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        withIndicatorBackground
        title={t(dashboardMessages.notFoundTitle)}
        description={t(dashboardMessages.notFoundText)}
        py="xl"
      />
    );
  }
  return (
    <QueryErrorAlert
      title={title ?? t(dashboardMessages.fetchFailed)}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Nothing to show: the caller manages no events, or the channel has none. */
export function DashboardMessage({ kind }: { kind: 'no-events' | 'no-channel-event' }) {
  const t = useT();
  if (kind === 'no-channel-event') {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        withIndicatorBackground
        title={t(dashboardMessages.noChannelEventTitle)}
        description={t(dashboardMessages.noChannelEventText)}
        py="xl"
      />
    );
  }
  return (
    <EmptyState
      icon={<IconCalendarOff aria-hidden />}
      withIndicatorBackground
      title={t(dashboardMessages.noEventsTitle)}
      description={t(dashboardMessages.noEventsText)}
      py="xl"
    >
      <EmptyState.Actions>
        <Button
          component={Link}
          to={paths.events}
          variant="light"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
        >
          {t(dashboardMessages.browseEvents)}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
