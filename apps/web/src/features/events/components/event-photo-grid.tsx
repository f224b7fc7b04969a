import { Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import classes from './event-photo-grid.module.css';
import { eventImages, stockImages } from './event-images';
import { useEventTimeText } from '../../../components/event-time';
import { eventGalleryMessages as messages } from '../event-gallery-messages';
import { useEventVersion } from './use-event-version';

interface EventPhotoGridProps {
  event: PortalEvent;
  /** Opens the gallery at the chosen picture. */
  onOpen: (index: number) => void;
}

/** One event's pictures on the gallery page: a heading and a grid of thumbnails. */
export function EventPhotoGrid({ event, onOpen }: EventPhotoGridProps) {
  const t = useT();
  const when = useEventTimeText(event);
  const headingId = useId();
  const { texts, lang } = useEventVersion(event);
  const images = eventImages(event, texts.title);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title
          order={2}
          size="h3"
          id={headingId}
          lang={lang.title}
          style={{ overflowWrap: 'anywhere' }}
        >
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {when} · {t(messages.photoCount, { count: images.length })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {images.map((image, index) => (
          <UnstyledButton
            key={image.src}
            className={classes.thumbnail}
            onClick={() => onOpen(index)}
            aria-label={t(messages.open, { picture: image.alt })}
          >
            <Image
              src={image.src}
              alt=""
              h="100%"
              w="100%"
              fit="cover"
              loading="lazy"
              fallbackSrc={stockImages[0]!.src}
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
