import { Image, type StyleProp } from '@mantine/core';
import { stockImages, type EventImage } from './event-images';

// The blur and its decoder (about 2 KiB) stay with the album: a cover shows its srcset alone,
// since event cards are part of the first visit's 200 KiB.

interface EventPictureProps {
  image: EventImage;
  /** The frame's height (a CSS length), else the class's: the picture covers it. */
  height?: StyleProp<string> | undefined;
  /** How wide it shows, for the browser to pick the smallest fitting variant of an upload. */
  sizes: string;
  /** At the top of the page: fetched at once and first of all. */
  priority?: boolean;
  className?: string | undefined;
}

/**
 * One of an event's pictures filling a frame: an upload through the media pipeline with its
 * srcset, any other address (an outside https:// picture, a bundled
 * one) as it is.
 */
export function EventPicture({
  image,
  height,
  sizes,
  priority = false,
  className,
}: EventPictureProps) {
  const { photo } = image;
  return (
    <Image
      src={photo?.url ?? image.src}
      srcSet={photo?.srcset}
      sizes={photo ? sizes : undefined}
      // The upload's own shape, so the page reserves its space before it loads.
      width={photo?.width}
      height={photo?.height}
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
}
