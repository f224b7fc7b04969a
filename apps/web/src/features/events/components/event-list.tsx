import { Button, EmptyState, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import { eventListMessages as messages } from '../event-list-messages';
import { EventCard } from './event-card';

/** Narrow enough for two columns on a tablet, wide enough for a card's two buttons side by side. */
const cardMinWidth = 280;

interface EventListProps {
  query: UseQueryResult<PortalEvent[]>;
  /** Narrows what the query returned, e.g. to events that have ended. */
  select?: (events: PortalEvent[]) => PortalEvent[];
  /** The card titles' heading level, one below the section's. */
  headingOrder: 2 | 3;
  empty: { title: string; description: ReactNode };
}

/** Spec screen 1: 'Loading events...', 'Failed to load events.' with a retry, nothing yet, or cards. */
export function EventList({ query, select, headingOrder, empty }: EventListProps) {
  const t = useT();
  if (query.isPending) return <EventListLoading />;
  if (query.isError) {
    return (
      <Stack align="center" gap="xs" py="lg" role="alert">
        <Text c="var(--mantine-color-error)" fw={600} ta="center">
          {t(messages.loadFailed)}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {getErrorMessage(query.error)}
        </Text>
        <Button
          variant="default"
          mt="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t(messages.retry)}
        </Button>
      </Stack>
    );
  }

  const events = select ? select(query.data) : query.data;
  if (events.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        withIndicatorBackground
        title={empty.title}
        description={empty.description}
        py="xl"
      />
    );
  }

  return (
    // As many columns of at least cardMinWidth as fit: one on a phone, two or three on a desktop
    // (with or without the sidebar). Pure CSS, so the server's render is right on any screen.
    <SimpleGrid minColWidth={cardMinWidth} spacing="lg">
      {events.map((event, index) => (
        <EventCard
          key={event._id}
          event={event}
          size="compact"
          headingOrder={headingOrder}
          // The first card's picture is usually the largest thing on screen (the LCP element).
          priority={index === 0}
        />
      ))}
    </SimpleGrid>
  );
}

function EventListLoading() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true">
      <Text role="status" c="dimmed" ta="center">
        {t(messages.loading)}
      </Text>
      {[0, 1].map((key) => (
        <Stack key={key} gap="sm">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={20} width="55%" />
          <Skeleton height={14} width="35%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      ))}
    </Stack>
  );
}
