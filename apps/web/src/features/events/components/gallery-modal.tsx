import { Button, Group, Image, Modal } from '@mantine/core';
import { AutoCarousel } from '../../../components/auto-carousel';
import { useT } from '../../../i18n/i18n-provider';
import { eventGalleryMessages as messages } from '../event-gallery-messages';
import { eventListMessages } from '../event-list-messages';
import type { EventImage } from './event-images';
import { stockImages } from './event-images';

interface GalleryModalProps {
  opened: boolean;
  onClose: () => void;
  /** The event's title; the dialog is named "<title> gallery". */
  title: string;
  images: readonly EventImage[];
  /** The picture to open at (from a thumbnail on the gallery page). */
  startAt?: number;
}

/** Spec screen 5: a large centred modal with a carousel of the event's pictures and a Close button. */
export function GalleryModal({ opened, onClose, title, images, startAt = 0 }: GalleryModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(messages.dialogTitle, { title })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t(messages.closeGallery) }}
    >
      {/* Keyed so reopening at another picture starts there. */}
      <AutoCarousel
        key={`${title}-${startAt}`}
        label={t(eventListMessages.photosOf, { title })}
        items={images}
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
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t(messages.close)}
        </Button>
      </Group>
    </Modal>
  );
}
