import { Box, Image, type StyleProp } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { stockImages, type EventImage } from './event-images';

// The blur and its decoder weigh about 2 KiB: the event page, where the cover is the page's
// picture, loads them; event cards, part of the first visit's 200 KiB, show the srcset alone.
const ResponsivePhoto = lazy(() =>
  import('../../../components/responsive-photo').then((module) => ({
    default: module.ResponsivePhoto,
  })),
);

interface EventPictureProps {
  image: EventImage;
  /** The frame's height (a CSS length), else the class's: the picture covers it. */
  height?: StyleProp<string> | undefined;
  /** How wide it shows, for the browser to pick the smallest fitting variant of an upload. */
  sizes: string;
  /** At the top of the page: fetched at once and first of all. */
  priority?: boolean;
  /** An upload shows its blur while it loads (the event page's cover). */
  blur?: boolean;
  className?: string | undefined;
}

/**
 * One of an event's pictures filling a frame: an upload through the media pipeline with its
 * srcset (and its blur where asked), any other address (an outside https:// picture, a bundled
 * one) as it is.
 */
export function EventPicture({
  image,
  height,
  sizes,
  priority = false,
  blur = false,
  className,
}: EventPictureProps) {
  const { photo } = image;
  const plain = (
    <Image
      src={photo?.url ?? image.src}
      srcSet={photo?.srcset}
      sizes={photo ? sizes : undefined}
      alt={image.alt}
      h={height}
      w="100%"
      fit="cover"
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      fallbackSrc={stockImages[0]!.src}
    />
  );
  if (!photo || !blur) return plain;
  return (
    <Box className={className} h={height}>
      <Suspense fallback={plain}>
        <ResponsivePhoto
          photo={photo}
          alt={image.alt}
          sizes={sizes}
          fit="cover"
          eager={priority}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </Suspense>
    </Box>
  );
}
