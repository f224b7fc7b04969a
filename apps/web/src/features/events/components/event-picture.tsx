import { Box, Image, type StyleProp } from '@mantine/core';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { stockImages, type EventImage } from './event-images';

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
 * srcset and blur, any other address (an outside https:// picture, a bundled one) as it is.
 */
export function EventPicture({
  image,
  height,
  sizes,
  priority = false,
  className,
}: EventPictureProps) {
  if (image.photo)
    return (
      <Box className={className} h={height}>
        <ResponsivePhoto
          photo={image.photo}
          alt={image.alt}
          sizes={sizes}
          fit="cover"
          eager={priority}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </Box>
    );
  return (
    <Image
      src={image.src}
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
