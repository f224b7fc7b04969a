import { Button, Center, EmptyState, Loader, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Spec §8: 'Loading...' while the dashboard's data is on its way. */
export function DashboardLoading() {
  return (
    <Center role="status" py="xl" mih={200} style={{ gap: 'var(--mantine-spacing-sm)' }}>
      <Loader size="sm" aria-hidden />
      <Text>Loading...</Text>
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
  if (error instanceof ApiError && error.status === 403) {
    return (
      <EmptyState
        icon={<IconLock aria-hidden />}
        withIndicatorBackground
        title="You can't manage this event."
        description="Only site admins and the admins of the event's channel see its registrations."
        py="xl"
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        withIndicatorBackground
        title="Event not found"
        description="It may have been deleted. Choose another event above."
        py="xl"
      />
    );
  }
  return (
    <QueryErrorAlert
      title={title ?? 'Error: Failed to fetch event data'}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Nothing to show: the caller manages no events, or the channel has none. */
export function DashboardMessage({ kind }: { kind: 'no-events' | 'no-channel-event' }) {
  if (kind === 'no-channel-event') {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        withIndicatorBackground
        title="No event found for this channel"
        description="When the channel has an event, its registrations appear here."
        py="xl"
      />
    );
  }
  return (
    <EmptyState
      icon={<IconCalendarOff aria-hidden />}
      withIndicatorBackground
      title="You don't manage any events yet."
      description="Site admins and the admins of a channel see the registrations of their events here."
      py="xl"
    >
      <EmptyState.Actions>
        <Button
          component={Link}
          to={paths.events}
          variant="light"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
        >
          Browse events
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
