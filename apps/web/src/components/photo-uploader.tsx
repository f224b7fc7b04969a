import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Media, MediaPurpose } from '@portal/contract';
import { IconPhotoUp, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useT } from '../i18n/i18n-provider';
import { getErrorMessage } from '../lib/api-client';
import { uploadMedia } from '../lib/upload-media';
import { photoUploaderMessages as messages } from './photo-uploader.messages';
import classes from './photo-uploader.module.css';

interface PhotoUploaderProps {
  purpose: MediaPurpose;
  /**
   * Called for each photo the server took. A promise it returns (adding the photo to an album)
   * counts as part of the upload: its failure shows on that photo, with a retry.
   */
  onUploaded: (media: Media, file: File) => void | Promise<void>;
  /** One photo at a time (a cover) or several (an album). */
  multiple?: boolean;
  /** The choose button's text when the page has several uploaders ("Upload a cover image"). */
  chooseLabel?: string;
}

type Upload = {
  key: number;
  file: File;
  /** An object URL: the photo shows the moment it is chosen. */
  preview: string;
  progress: number;
  media?: Media;
} & ({ state: 'uploading' | 'done' } | { state: 'failed'; error: string });

let nextKey = 0;

/**
 * Photos chosen or dropped, each uploaded on its own with a preview, a progress bar and a retry
 * on failure; the rest of the page stays usable meanwhile.
 */
export function PhotoUploader({
  purpose,
  onUploaded,
  multiple = true,
  chooseLabel: ownLabel,
}: PhotoUploaderProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const previews = useRef(new Set<string>());
  // The latest callback, so an upload that ends after a re-render reports to the current one.
  const report = useRef(onUploaded);
  useEffect(() => {
    report.current = onUploaded;
  });

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: number, change: (upload: Upload) => Upload) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? change(upload) : upload)),
    );

  async function run(key: number, file: File, media: Media | undefined) {
    update(key, (upload) => ({ ...upload, state: 'uploading' }));
    try {
      const done =
        media ??
        (await uploadMedia(file, {
          purpose,
          onProgress: (progress) => update(key, (upload) => ({ ...upload, progress })),
        }));
      update(key, (upload) => ({ ...upload, media: done, progress: 1 }));
      await report.current(done, file);
      update(key, (upload) => ({ ...upload, state: 'done' }));
    } catch (error) {
      update(key, (upload) => ({ ...upload, state: 'failed', error: getErrorMessage(error) }));
    }
  }

  function add(files: readonly File[]) {
    const chosen = (multiple ? files : files.slice(0, 1)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey++, file, preview, progress: 0, state: 'uploading' as const };
    });
    setUploads((current) => (multiple ? [...current, ...chosen] : chosen));
    for (const upload of chosen) void run(upload.key, upload.file, undefined);
  }

  function remove(upload: Upload) {
    URL.revokeObjectURL(upload.preview);
    previews.current.delete(upload.preview);
    setUploads((current) => current.filter((other) => other.key !== upload.key));
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/')));
  }

  const chooseLabel = ownLabel ?? t(multiple ? messages.choose : messages.chooseOne);
  return (
    <Stack gap="sm">
      <div
        className={classes.drop}
        data-over={over || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPhotoUp size={18} aria-hidden />}
            onClick={() => input.current?.click()}
          >
            {chooseLabel}
          </Button>
          <Text size="sm" c="dimmed">
            {t(multiple ? messages.dropHint : messages.dropHintOne)}
          </Text>
        </Group>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple={multiple}
          hidden
          aria-label={chooseLabel}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
            // Choosing the same file again after a removal is a change too.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onRetry={() => void run(upload.key, upload.file, upload.media)}
              onRemove={() => remove(upload)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function UploadRow({
  upload,
  onRetry,
  onRemove,
}: {
  upload: Upload;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const name = upload.file.name;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="center">
      <img src={upload.preview} alt="" className={classes.preview} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate="end">
          {name}
        </Text>
        {upload.state === 'failed' ? (
          <Text size="sm" c="red" role="alert">
            {t(messages.failed, { name, reason: upload.error })}
          </Text>
        ) : (
          <>
            <Progress
              value={Math.round(upload.progress * 100)}
              aria-label={t(messages.uploading, { name })}
              color={upload.state === 'done' ? 'teal' : undefined}
              animated={upload.state === 'uploading'}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {upload.state === 'done' ? t(messages.uploaded, { name }) : ''}
            </Text>
          </>
        )}
      </Stack>
      {upload.state === 'failed' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          aria-label={t(messages.retryNamed, { name })}
        >
          {t(messages.retry)}
        </Button>
      )}
      {upload.state !== 'uploading' && (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onRemove}
          aria-label={t(messages.remove, { name })}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
