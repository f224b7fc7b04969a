import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PICTURE_MAX_BYTES, pictureTypes, type Profile } from '@portal/contract';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { describeFailure } from '../../../lib/form-errors';
import { useRemovePicture } from '../api/remove-picture';
import { useT } from '../../../i18n/i18n-provider';
import { useUploadPicture } from '../api/upload-picture';
import { profilePictureMessages as messages } from '../messages';

const acceptedTypes: readonly string[] = pictureTypes;

/** The profile picture with upload and remove; the server checks the file's content too. */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const t = useT();
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after every choice, so choosing the same file again still reacts.
  const resetRef = useRef<() => void>(null);

  const onFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!acceptedTypes.includes(file.type) || file.size > PICTURE_MAX_BYTES) {
      setProblem(t(messages.wrongFile));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t(messages.updated) }),
      onError: (error) =>
        setProblem(describeFailure(error, { fallback: t(messages.uploadFailed) })),
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ message: t(messages.removed) }),
      onError: (error) =>
        setProblem(describeFailure(error, { fallback: t(messages.removeFailed) })),
    });
  };

  return (
    <Stack gap="xs" align="center">
      <UserAvatar
        imageUrl={profile.imageUrl}
        size={112}
        loading={upload.isPending}
        alt={t(messages.alt, { name: profile.name })}
      />
      <Group gap="xs" justify="center">
        <FileButton
          onChange={onFile}
          accept={pictureTypes.join(',')}
          resetRef={resetRef}
          inputProps={{ 'aria-label': t(messages.fileLabel) }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPhotoUp size={14} aria-hidden />}
              loading={upload.isPending}
            >
              {t(profile.imageUrl ? messages.change : messages.upload)}
            </Button>
          )}
        </FileButton>
        {profile.imageUrl && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            loading={remove.isPending}
          >
            {t(messages.remove)}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {t(messages.rules)}
      </Text>
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" ta="center">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
