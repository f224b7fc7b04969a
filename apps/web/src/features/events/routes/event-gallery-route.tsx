import { Anchor, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useEvents, type PortalEvent } from '../../../lib/event-queries';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { EventPhotoGrid } from '../components/event-photo-grid';
import { eventImages, hasOwnImages } from '../components/event-images';
import { GalleryModal } from '../components/gallery-modal';

/** /event-gallery: every published event's own pictures, newest event first. */
export function EventGalleryRoute() {
  const siteName = useSiteName();
  const events = useEvents({ order: 'desc' });
  // Kept after closing so the dialog keeps its content while it animates away.
  const [chosen, setChosen] = useState<{ event: PortalEvent; index: number } | null>(null);
  const [opened, setOpened] = useState(false);
  const withPhotos = (events.data ?? []).filter(
    (event) => event.status !== 'draft' && hasOwnImages(event),
  );

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{`Event gallery · ${siteName}`}</title>
      <div>
        <Title order={1}>Event gallery</Title>
        <Text c="dimmed" mt={4}>
          Photos from our events, newest first. Choose a photo to see it larger.
        </Text>
      </div>

      {events.isPending ? (
        <PageLoader label="Loading photos" />
      ) : events.isError ? (
        <QueryErrorAlert
          title="Failed to load events."
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : withPhotos.length === 0 ? (
        <EmptyState
          icon={<IconPhotoOff aria-hidden />}
          withIndicatorBackground
          title="No photos yet"
          description={
            <>
              Photos appear here once organisers add them to their events. Meanwhile, see{' '}
              <Anchor component={Link} to={paths.events}>
                what is on
              </Anchor>
              .
            </>
          }
          py="xl"
        />
      ) : (
        withPhotos.map((event) => (
          <EventPhotoGrid
            key={event._id}
            event={event}
            onOpen={(index) => {
              setChosen({ event, index });
              setOpened(true);
            }}
          />
        ))
      )}

      {chosen && (
        <GalleryModal
          opened={opened}
          onClose={() => setOpened(false)}
          title={chosen.event.title}
          images={eventImages(chosen.event)}
          startAt={chosen.index}
        />
      )}
    </Stack>
  );
}
