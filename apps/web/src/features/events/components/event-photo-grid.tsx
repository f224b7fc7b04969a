import { Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import type { PortalEvent } from '../../../lib/event-queries';
import classes from './event-photo-grid.module.css';
import { eventImages, stockImages } from './event-images';
import { formatEventDates } from '../../../lib/format-event-dates';

interface EventPhotoGridProps {
  event: PortalEvent;
  /** Opens the gallery at the chosen picture. */
  onOpen: (index: number) => void;
}

/** One event's pictures on the gallery page: a heading and a grid of thumbnails. */
export function EventPhotoGrid({ event, onOpen }: EventPhotoGridProps) {
  const headingId = useId();
  const images = eventImages(event);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Title>
        <Text size="sm" c="dimmed">
          {formatEventDates(event.date, event.endDate)} · {images.length}{' '}
          {images.length === 1 ? 'photo' : 'photos'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {images.map((image, index) => (
          <UnstyledButton
            key={image.src}
            className={classes.thumbnail}
            onClick={() => onOpen(index)}
            aria-label={`Open ${image.alt}`}
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
