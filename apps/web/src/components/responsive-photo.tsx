import { useEffect, useState, type CSSProperties } from 'react';
import classes from './responsive-photo.module.css';

/** What the media pipeline returns for every photo (contract: mediaSchema, eventPhotoSchema). */
export interface PhotoSource {
  url: string;
  srcset: string;
  /** ThumbHash, base64. */
  placeholder: string;
  width: number;
  height: number;
}

interface ResponsivePhotoProps {
  photo: PhotoSource;
  alt: string;
  /** The img's sizes: how wide it shows, so the browser picks the smallest fitting variant. */
  sizes: string;
  /**
   * `natural` keeps the photo's shape at the frame's width (its width and height reserve the
   * space: no layout shift); `cover` fills a fixed frame such as a square thumbnail; `contain`
   * shows the whole photo in a fixed frame (the viewer).
   */
  fit?: 'natural' | 'cover' | 'contain';
  /** Above the fold (a viewer's current photo): fetched at once rather than lazily. */
  eager?: boolean;
  /** The page's largest picture (its LCP element): asked for before the rest. */
  fetchPriority?: 'high' | 'auto';
  style?: CSSProperties;
}

/** Decoded placeholders by hash: a photo shown twice decodes once. */
const decoded = new Map<string, string>();

/**
 * A photo from the media pipeline: srcset and sizes for the right variant, lazy, with its
 * ThumbHash blur behind it until it arrives. The decoder is fetched with the first photo, not
 * with the first visit (ADR 17).
 */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  fit = 'natural',
  eager = false,
  fetchPriority,
  style,
}: ResponsivePhotoProps) {
  // Bumped when a decode finishes, to show it; the blur itself is read from the cache.
  const [, setDecodes] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const blur = decoded.get(photo.placeholder);

  useEffect(() => {
    if (decoded.has(photo.placeholder)) return;
    let live = true;
    void decodePlaceholder(photo.placeholder).then((url) => {
      if (live && url) setDecodes((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [photo.placeholder]);

  return (
    <span
      className={classes.frame}
      data-fit={fit}
      data-testid="photo-frame"
      style={{ ...style, backgroundImage: blur && !loaded ? `url("${blur}")` : undefined }}
    >
      <img
        className={classes.img}
        src={photo.url}
        srcSet={photo.srcset}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={fetchPriority}
        decoding="async"
        data-loaded={loaded || undefined}
        onLoad={() => setLoaded(true)}
        // A photo that cannot load keeps its blur rather than a broken-image icon's box.
        onError={() => setLoaded(false)}
      />
    </span>
  );
}

async function decodePlaceholder(hash: string): Promise<string | undefined> {
  try {
    const { thumbHashToDataURL } = await import('thumbhash');
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    const url = thumbHashToDataURL(bytes);
    decoded.set(hash, url);
    return url;
  } catch {
    // A malformed hash only costs the blur.
    return undefined;
  }
}
