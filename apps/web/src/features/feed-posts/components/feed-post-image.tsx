import { Image } from '@mantine/core';
import type { PhotoVariants } from '@portal/contract';
import { useState } from 'react';
import { safeImageSrc } from '../../../lib/safe-url';

/** A post's card is a phone's width, else a column of the home page's grid. */
export const feedCardSizes = '(max-width: 48em) 100vw, 33vw';

interface FeedPostImageProps {
  imageUrl: string | null;
  /** An upload's variants (issue 34): the browser picks the smallest that fits `sizes`. */
  photo?: PhotoVariants | null | undefined;
  /** How wide it shows. */
  sizes: string;
  height: number;
  className?: string | undefined;
}

/**
 * A post's picture, or nothing: only an http(s) address or a path on this site reaches `src`,
 * and a picture that fails to load is left out rather than shown broken. Decorative: the
 * post's title names it.
 */
export function FeedPostImage({ imageUrl, photo, sizes, height, className }: FeedPostImageProps) {
  const src = safeImageSrc(imageUrl);
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <Image
      src={src}
      srcSet={photo?.srcset}
      sizes={photo ? sizes : undefined}
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
