import { Anchor, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { useEvents, type PortalEvent } from '../../../lib/event-queries';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { EventPhotoGrid } from '../components/event-photo-grid';
import { eventImages, hasOwnImages } from '../components/event-images';
import { GalleryModal } from '../components/gallery-modal';
import { useEventVersion } from '../components/use-event-version';
import { eventGalleryMessages as messages } from '../event-gallery-messages';

/** /event-gallery: every published event's own pictures, newest event first. */
export function EventGalleryRoute() {
  const t = useT();
  const siteName = useSiteName();
  const events = useEvents({ order: 'desc' });
  // Kept after closing so the dialog keeps its content while it animates away.
  const [chosen, setChosen] = useState<{ event: PortalEvent; index: number } | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{`${t(messages.title)} · ${siteName}`}</title>
      <div>
        <Title order={1}>{t(messages.title)}</Title>
        <Text c="dimmed" mt={4}>
          {t(messages.intro)}
        </Text>
      </div>

      <QueryContent
        query={events}
        loading={<PageLoader label={t(messages.loading)} />}
        errorTitle={t(messages.loadFailed)}
      >
        {(list) => {
          const withPhotos = list.filter(
            (event) => event.status !== 'draft' && hasOwnImages(event),
          );
          return withPhotos.length === 0 ? (
            <EmptyState
              icon={<IconPhotoOff aria-hidden />}
              withIndicatorBackground
              title={t(messages.empty)}
              description={withElements(t, messages.emptyText, {
                link: (
                  <Anchor component={Link} to={paths.events}>
                    {t(messages.whatIsOn)}
                  </Anchor>
                ),
              })}
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
          );
        }}
      </QueryContent>

      {chosen && (
        <ChosenGallery
          event={chosen.event}
          startAt={chosen.index}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </Stack>
  );
}

interface ChosenGalleryProps {
  event: PortalEvent;
  startAt: number;
  opened: boolean;
  onClose: () => void;
}

/** The chosen event's pictures, named by its title in the reader's language. */
function ChosenGallery({ event, startAt, opened, onClose }: ChosenGalleryProps) {
  const { title } = useEventVersion(event).texts;
  return (
    <GalleryModal
      opened={opened}
      onClose={onClose}
      title={title}
      images={eventImages(event, title)}
      startAt={startAt}
    />
  );
}
