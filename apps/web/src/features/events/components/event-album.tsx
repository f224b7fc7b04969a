import {
  Badge,
  Button,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { EventPhotoPage } from '@portal/contract';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PhotoUploader } from '../../../components/photo-uploader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { useT } from '../../../i18n/i18n-provider';
import { useSession } from '../../../lib/session';
import { useAddEventPhoto } from '../api/add-event-photo';
import { eventAlbumMessages as messages } from '../event-album-messages';
import classes from './event-photo-grid.module.css';

interface EventAlbumProps {
  eventId: string;
  album: UseInfiniteQueryResult<InfiniteData<EventPhotoPage>>;
  onOpen: (index: number) => void;
}

/** The event's album in the gallery dialog: members' photos, a page at a time, and theirs to add. */
export function EventAlbum({ eventId, album, onOpen }: EventAlbumProps) {
  const t = useT();
  const headingId = useId();
  const { isLoggedIn } = useSession();
  const [adding, setAdding] = useState(false);
  const add = useAddEventPhoto(eventId);
  const photos = album.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mt="lg">
      <Title order={2} size="h4" id={headingId}>
        {t(messages.heading)}
      </Title>
      {isLoggedIn && (
        <>
          <Button
            variant={adding ? 'default' : 'light'}
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            onClick={() => setAdding((open) => !open)}
            aria-expanded={adding}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(adding ? messages.doneAdding : messages.addYourPhotos)}
          </Button>
          {adding && (
            <PhotoUploader
              purpose="event-photo"
              onUploaded={async (media) => {
                await add.mutateAsync({ mediaId: media._id });
              }}
            />
          )}
        </>
      )}
      {album.isPending ? (
        <Loader size="sm" aria-label={t(messages.loading)} role="status" />
      ) : album.isError ? (
        <QueryErrorAlert
          title={t(messages.loadFailed)}
          error={album.error}
          onRetry={() => void album.refetch()}
          retrying={album.isFetching}
        />
      ) : photos.length === 0 ? (
        <Text c="dimmed">{t(isLoggedIn ? messages.emptyMember : messages.empty)}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
            {photos.map((photo, index) => (
              <UnstyledButton
                key={photo._id}
                className={classes.thumbnail}
                onClick={() => onOpen(index)}
                aria-label={t(messages.openPhoto, { index: index + 1 })}
                style={{ position: 'relative' }}
              >
                <ResponsivePhoto
                  photo={photo}
                  alt=""
                  sizes="(min-width: 62em) 25vw, (min-width: 36em) 33vw, 50vw"
                  fit="cover"
                />
                {(photo.hidden || (photo.reports ?? 0) > 0) && (
                  // White on Mantine's gray or orange is under 3:1; on dark it reads over any photo.
                  <Badge color="dark" style={{ position: 'absolute', top: 4, insetInlineStart: 4 }}>
                    {photo.hidden
                      ? t(messages.hidden)
                      : t(messages.reports, { count: photo.reports ?? 0 })}
                  </Badge>
                )}
              </UnstyledButton>
            ))}
          </SimpleGrid>
          {album.hasNextPage && <MorePhotos album={album} />}
        </>
      )}
    </Stack>
  );
}

/** Endless loading: the next page when the end of the grid scrolls into view, or on request. */
function MorePhotos({ album }: { album: EventAlbumProps['album'] }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const fetchNext = useRef(album.fetchNextPage);
  useEffect(() => {
    fetchNext.current = album.fetchNextPage;
  });
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        void fetchNext.current({ cancelRefetch: false });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={end}>
      <Button
        variant="default"
        loading={album.isFetchingNextPage}
        onClick={() => void album.fetchNextPage()}
      >
        {t(messages.loadMore)}
      </Button>
    </div>
  );
}
