import { Avatar, Center, Loader } from '@mantine/core';
import { safeImageSrc } from '../lib/safe-url';

interface UserAvatarProps {
  imageUrl: string | null | undefined;
  /** Pixels; the spec's top-bar picture is 40×40. */
  size?: number;
  /** True while the user is being fetched: a spinner instead of the picture (spec §4). */
  loading?: boolean;
  /** Empty when the surrounding control already names it (e.g. the "Profile menu" button). */
  alt?: string;
}

/** A person's picture; the default avatar when there is none or it fails to load. */
export function UserAvatar({ imageUrl, size = 40, loading = false, alt = '' }: UserAvatarProps) {
  if (loading) {
    return (
      <Center w={size} h={size}>
        <Loader size={size * 0.6} aria-hidden />
      </Center>
    );
  }
  const src = safeImageSrc(imageUrl);
  // Named on the outer element so the default avatar (no picture, or one that failed to load)
  // is announced the same way. Keyed by the address so a new picture gets a fresh load.
  return (
    <Avatar
      key={src ?? 'none'}
      src={src ?? null}
      size={size}
      radius={size}
      alt=""
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    />
  );
}
