import { Image } from '@mantine/core';
import { useState } from 'react';
import { safeImageSrc } from '../../../lib/safe-url';

interface FeedPostImageProps {
  imageUrl: string | null;
  height: number;
  className?: string | undefined;
}

/**
 * A post's picture, or nothing: only an http(s) address or a path on this site reaches `src`,
 * and a picture that fails to load is left out rather than shown broken. Decorative: the
 * post's title names it.
 */
export function FeedPostImage({ imageUrl, height, className }: FeedPostImageProps) {
  const src = safeImageSrc(imageUrl);
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <Image
      src={src}
      alt=""
      h={height}
      w="100%"
      fit="cover"
      loading="lazy"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
