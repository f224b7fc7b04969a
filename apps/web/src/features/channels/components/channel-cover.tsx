import { Center, Image } from '@mantine/core';
import type { PhotoVariants } from '@portal/contract';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { safeImageSrc } from '../../../lib/safe-url';
import classes from './channels.module.css';

interface ChannelCoverProps {
  url: string | null;
  /** An upload's variants (issue 34): the browser picks the smallest that fits `sizes`. */
  photo?: PhotoVariants | null | undefined;
  /** How wide it shows. */
  sizes: string;
  /** Empty when the channel's name is shown beside it. */
  alt: string;
  height: number | string;
  /** Rounded corners, for a cover shown on its own (a card clips its own). */
  rounded?: boolean;
}

/** A channel's cover picture, or a quiet placeholder when it has none or it fails to load. */
export function ChannelCover({
  url,
  photo,
  sizes,
  alt,
  height,
  rounded = false,
}: ChannelCoverProps) {
  const radius = rounded ? 'md' : 0;
  const src = safeImageSrc(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center
        className={classes.coverPlaceholder}
        h={height}
        style={{ borderRadius: rounded ? 'var(--mantine-radius-md)' : undefined }}
      >
        <IconPhoto size={40} stroke={1.5} aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      srcSet={photo?.srcset}
      sizes={photo ? sizes : undefined}
      alt={alt}
      h={height}
      w="100%"
      fit="cover"
      radius={radius}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
