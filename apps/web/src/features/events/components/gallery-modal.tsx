import { Button, Group, Image, Modal } from '@mantine/core';
import { useCallback, useState } from 'react';
import { AutoCarousel } from '../../../components/auto-carousel';
import { useT } from '../../../i18n/i18n-provider';
import { useEventPhotos } from '../api/get-event-photos';
import { eventAlbumMessages } from '../event-album-messages';
import { eventGalleryMessages as messages } from '../event-gallery-messages';
import { eventListMessages } from '../event-list-messages';
import { EventAlbum } from './event-album';
import type { EventImage } from './event-images';
import { stockEventImages, stockImages } from './event-images';
import { PhotoViewer } from './photo-viewer';

interface GalleryModalProps {
  opened: boolean;
  onClose: () => void;
  /** The event's title; the dialog is named "<title> gallery". */
  title: string;
  /** The event's own pictures; the stock set stands in when there are none (and no album). */
  images: readonly EventImage[];
  /** The picture to open at (from a thumbnail on the gallery page). */
  startAt?: number;
  /** The event page's gallery also holds the members' album (issue 34). */
  album?: { eventId: string; canManage: boolean };
}

/**
 * Spec screen 5: a large centred modal with a carousel of the event's pictures and a Close
 * button; on the event page, its album under them, whose photos open full screen.
 */
export function GalleryModal({
  opened,
  onClose,
  title,
  images,
  startAt = 0,
  album,
}: GalleryModalProps) {
  const t = useT();
  const photos = useEventPhotos(album?.eventId ?? '', opened && album !== undefined);
  const [viewing, setViewing] = useState<number | null>(null);
  const loaded = photos.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photos;
  const needMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Stock photos only when the event has neither pictures nor album photos.
  const albumEmpty = !album || (photos.isSuccess && loaded.length === 0);
  const shown = images.length > 0 ? images : albumEmpty ? stockEventImages() : [];
  const inViewer = viewing !== null && album !== undefined;

  return (
    <Modal
      opened={opened}
      // Escape and the close button leave the viewer first, then the dialog.
      onClose={() => (inViewer ? setViewing(null) : onClose())}
      title={inViewer ? t(eventAlbumMessages.viewer) : t(messages.dialogTitle, { title })}
      size="xl"
      fullScreen={inViewer}
      centered
      closeButtonProps={{
        'aria-label': t(inViewer ? eventAlbumMessages.backToAlbum : messages.closeGallery),
      }}
    >
      {inViewer ? (
        <PhotoViewer
          eventId={album.eventId}
          canManage={album.canManage}
          photos={loaded}
          index={Math.min(viewing, Math.max(loaded.length - 1, 0))}
          onIndex={setViewing}
          total={photos.data?.pages.at(-1)?.total ?? loaded.length}
          hasMore={hasNextPage}
          onNeedMore={needMore}
          onRemoved={() => setViewing(null)}
        />
      ) : (
        <>
          {shown.length > 0 && (
            // Keyed so reopening at another picture starts there.
            <AutoCarousel
              key={`${title}-${startAt}`}
              label={t(eventListMessages.photosOf, { title })}
              items={shown}
              initialIndex={startAt}
              // A gallery is browsed at the viewer's pace; only listing cards rotate on their own.
              autoPlay={false}
              previousLabel={t(eventListMessages.previousPhoto)}
              nextLabel={t(eventListMessages.nextPhoto)}
              renderItem={(image) => (
                <Image
                  src={image.src}
                  alt={image.alt}
                  h="min(65vh, 560px, 60vw)"
                  w="100%"
                  fit="contain"
                  radius="md"
                  bg="var(--mantine-color-default-hover)"
                  fallbackSrc={stockImages[0]!.src}
                />
              )}
            />
          )}
          {album && <EventAlbum eventId={album.eventId} album={photos} onOpen={setViewing} />}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t(messages.close)}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
