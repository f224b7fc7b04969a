import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EventPhoto } from '@portal/contract';
import { IconEye, IconEyeOff, IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { QueryContent } from '../../../components/query-content';
import readable from '../../../components/readable-badge.module.css';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useReportedPhotos } from '../api/get-reported-photos';
import { useModeratePhoto, type ModeratePhotoInput } from '../api/moderate-photo';
import { reportedPhotosMessages as m } from './reported-photos-messages';
import { InlineLoader } from '../../../components/page-loader';

/**
 * Issue 34 §4: the album photos members reported, for the event's managers and site admins, who
 * hide them (only managers still see them) or keep them (off this list, in the album).
 */
export function ReportedPhotosCard({ eventId }: { eventId: string }) {
  const t = useT();
  const titleId = useId();
  const reported = useReportedPhotos(eventId);
  const moderate = useModeratePhoto(eventId);
  const onModerate = (input: ModeratePhotoInput) =>
    moderate.mutate(input, {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t(m.failed, { reason: getErrorMessage(error) }),
        }),
    });
  const pendingId = moderate.isPending ? moderate.variables.photoId : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" mb={4} id={titleId}>
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(m.intro)}
      </Text>
      <QueryContent
        query={reported}
        loading={<InlineLoader label={t(m.loading)} shown />}
        errorTitle={t(m.loadFailed)}
      >
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm">{t(m.empty)}</Text>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {items.map((photo) => (
                <ReportedPhoto
                  key={photo._id}
                  photo={photo}
                  pending={pendingId === photo._id}
                  onModerate={onModerate}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryContent>
    </Paper>
  );
}

function ReportedPhoto({
  photo,
  pending,
  onModerate,
}: {
  photo: EventPhoto;
  pending: boolean;
  onModerate: (input: ModeratePhotoInput) => void;
}) {
  const t = useT();
  const name = photo.by?.name;
  // Named by its author in every label: several photos in a row need telling apart.
  const label = (named: typeof m.hidePhoto) => (name ? t(named, { name }) : undefined);
  const act = (action: ModeratePhotoInput['action']) => onModerate({ photoId: photo._id, action });
  return (
    // A column: each card's buttons line up at its foot, however long the caption above them.
    <Paper
      component="li"
      withBorder
      radius="sm"
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <div style={{ height: 160 }}>
        <ResponsivePhoto
          photo={photo}
          alt={photo.caption ?? (name ? t(m.photoAlt, { name }) : t(m.photoAltFormer))}
          sizes="(min-width: 62em) 22rem, (min-width: 36em) 50vw, 100vw"
          fit="cover"
        />
      </div>
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Badge color="orange" variant="light" className={readable.readable}>
            {t(m.reports, { count: photo.reports ?? 0 })}
          </Badge>
          {photo.hidden && (
            <Badge color="gray" variant="light" className={readable.readable}>
              {t(m.hidden)}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name ? t(m.photoBy, { name }) : t(m.photoByFormer)}
        </Text>
        {photo.caption && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {photo.caption}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt={4}>
          {photo.hidden ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} aria-hidden />}
              loading={pending}
              onClick={() => act('keep')}
              aria-label={label(m.showPhotoAgain)}
            >
              {t(m.showAgain)}
            </Button>
          ) : (
            <>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconEyeOff size={14} aria-hidden />}
                loading={pending}
                onClick={() => act('hide')}
                aria-label={label(m.hidePhoto)}
              >
                {t(m.hide)}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCheck size={14} aria-hidden />}
                disabled={pending}
                onClick={() => act('keep')}
                aria-label={label(m.keepPhoto)}
              >
                {t(m.keep)}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
