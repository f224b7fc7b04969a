import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFlag, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { ShareButton } from '../../../components/share-button';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { useRemoveEventPhoto } from '../api/remove-event-photo';
import { useReportEventPhoto } from '../api/report-event-photo';
import type { EventPhoto } from '../api/get-event-photos';
import { eventAlbumMessages as messages } from '../event-album-messages';
import classes from './photo-viewer.module.css';

interface PhotoViewerProps {
  eventId: string;
  canManage: boolean;
  photos: readonly EventPhoto[];
  index: number;
  onIndex: (index: number) => void;
  /** Every photo of the album, loaded or not: the count reads "3 of 41". */
  total: number;
  /** More pages after these: the last loaded photo asks for them. */
  hasMore: boolean;
  onNeedMore: () => void;
  /** After a removal: back to the album. */
  onRemoved: () => void;
}

/** How far a pointer must travel sideways to count as a swipe, in CSS pixels. */
const swipeDistance = 50;

/**
 * One album photo at a time, inside the gallery dialog (which keeps focus and closes on Escape):
 * arrows, arrow keys and swipes move through the album.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const { eventId, canManage, photos, index, onIndex, total, hasMore, onNeedMore } = props;
  const t = useT();
  const photo = photos[index];
  const start = useRef<number | null>(null);
  const me = useCurrentUser().data;
  const report = useReportEventPhoto(eventId);
  const remove = useRemoveEventPhoto(eventId);
  // The photo whose removal awaits a yes: moving on forgets it.
  const [confirmingId, setConfirmingId] = useState<string | null>(null);

  const hasPrevious = index > 0;
  const hasNext = index < photos.length - 1;
  const previous = () => hasPrevious && onIndex(index - 1);
  const next = () => hasNext && onIndex(index + 1);

  useEffect(() => {
    if (index >= photos.length - 1 && hasMore) onNeedMore();
  }, [index, photos.length, hasMore, onNeedMore]);

  const keys = useRef({ previous, next });
  useEffect(() => {
    keys.current = { previous, next };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') keys.current.previous();
      if (event.key === 'ArrowRight') keys.current.next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!photo) return null;
  const confirming = confirmingId === photo._id;
  // A report's answer belongs to the photo it was about.
  const reported = report.variables === photo._id ? report : undefined;
  const mine = me !== undefined && photo.by?._id === me._id;
  // The total was counted with the first page; photos added since can only make it larger.
  const count = t(messages.position, {
    index: index + 1,
    count: Math.max(total, photos.length),
  });

  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const travelled = event.clientX - start.current;
    start.current = null;
    if (travelled <= -swipeDistance) next();
    if (travelled >= swipeDistance) previous();
  };

  return (
    <Stack gap="sm" role="group" aria-roledescription={t(messages.viewer)} aria-label={count}>
      <div
        className={classes.stage}
        onPointerDown={(event) => (start.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="photo-stage"
      >
        <ActionIcon
          className={`${classes.nav} ${classes.previous}`}
          size="xl"
          radius="xl"
          variant="default"
          onClick={previous}
          disabled={!hasPrevious}
          aria-label={t(messages.previous)}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <ResponsivePhoto
          key={photo._id}
          photo={photo}
          alt={photo.caption ?? t(messages.photoAlt, { index: index + 1 })}
          sizes="100vw"
          fit="contain"
          eager
          style={{ width: '100%', height: '100%' }}
        />
        <ActionIcon
          className={`${classes.nav} ${classes.next}`}
          size="xl"
          radius="xl"
          variant="default"
          onClick={next}
          disabled={!hasNext}
          aria-label={t(messages.next)}
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </div>
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text size="sm" fw={600} aria-live="polite">
            {count}
          </Text>
          {photo.caption && <Text size="sm">{photo.caption}</Text>}
          {/* No one named: the member deleted their account (ADR 57). */}
          <Text size="sm" c="dimmed">
            {photo.by ? t(messages.photoBy, { name: photo.by.name }) : t(messages.photoByFormer)}
          </Text>
        </Stack>
        <Group gap="xs">
          {/* The event's page opened on this photo: its link preview is the photo (issue 40). */}
          <ShareButton
            size="xs"
            url={`${paths.eventDetails.href(eventId)}?photo=${encodeURIComponent(photo._id)}`}
            title={photo.caption ?? t(messages.photoAlt, { index: index + 1 })}
          />
          {me && !mine && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFlag size={16} aria-hidden />}
              loading={reported?.isPending}
              disabled={reported?.isSuccess}
              onClick={() => report.mutate(photo._id)}
            >
              {t(messages.report)}
            </Button>
          )}
          {(mine || canManage) && !confirming && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmingId(photo._id)}
            >
              {t(messages.remove)}
            </Button>
          )}
        </Group>
      </Group>
      {confirming && (
        <Group gap="xs" role="group" aria-label={t(messages.confirmRemove)}>
          <Text size="sm">{t(messages.confirmRemove)}</Text>
          <Button
            size="xs"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(photo._id, { onSuccess: props.onRemoved })}
          >
            {t(messages.yesRemove)}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirmingId(null)}>
            {t(messages.cancel)}
          </Button>
        </Group>
      )}
      <Text size="sm" role="status" c={reported?.isError || remove.isError ? 'red' : undefined}>
        {reported?.isSuccess
          ? reported.data.message
          : reported?.isError
            ? getErrorMessage(reported.error)
            : remove.isError
              ? getErrorMessage(remove.error)
              : ''}
      </Text>
    </Stack>
  );
}
