import { Anchor, Box, Stack } from '@mantine/core';
import { useT } from '../i18n/i18n-provider';
import { bySize, type LayoutSize } from './layout-size';
import { linkMessages } from './link-messages';

export interface Venue {
  location: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

interface VenueMapProps extends Venue {
  /** Spec §9: 100% × 200 px in the compact layout, 300 × 250 px in the full one. */
  size?: LayoutSize;
}

const widths = { compact: '100%', full: 300 } as const;
const heights = { compact: 200, full: 250 } as const;

/** Half the width and height of the area shown around a venue, in degrees (a few streets). */
const spanLon = 0.01;
const spanLat = 0.006;

const hasCoordinates = (venue: Venue): venue is Venue & { latitude: number; longitude: number } =>
  venue.latitude != null && venue.longitude != null;

/** The venue in words, as a map search understands it: "Riverside Grounds, 12 College Road". */
function placeQuery(venue: Venue): string {
  return [venue.location, venue.address?.trim()].filter(Boolean).join(', ');
}

/** The embeddable map for a venue: OpenStreetMap at its coordinates, else a search for its address. */
export function venueMapEmbedUrl(venue: Venue): string | undefined {
  if (hasCoordinates(venue)) {
    const { latitude: lat, longitude: lon } = venue;
    const bbox = [lon - spanLon, lat - spanLat, lon + spanLon, lat + spanLat]
      .map((value) => value.toFixed(5))
      .join(',');
    return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
  }
  if (!venue.address?.trim()) return undefined;
  return `https://maps.google.com/maps?q=${encodeURIComponent(placeQuery(venue))}&output=embed`;
}

/** The same place on the map site itself, for a bigger view (and for anyone who cannot use the frame). */
export function venueMapLinkUrl(venue: Venue): string | undefined {
  if (hasCoordinates(venue)) {
    const { latitude: lat, longitude: lon } = venue;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  if (!venue.address?.trim()) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeQuery(venue))}`;
}

/** An embedded map of an event's venue; nothing when neither coordinates nor an address are known. */
export function VenueMap({ size = 'full', ...venue }: VenueMapProps) {
  const src = venueMapEmbedUrl(venue);
  const link = venueMapLinkUrl(venue);
  const t = useT();
  if (!src) return null;
  return (
    <Stack gap={4} w={bySize<string | number>(size, widths)} maw="100%" style={{ flexShrink: 0 }}>
      <Box
        component="iframe"
        src={src}
        title={t(linkMessages.mapOf, { location: venue.location })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        w="100%"
        h={bySize<number>(size, heights)}
        bd="1px solid var(--mantine-color-default-border)"
        bdrs="md"
        bg="var(--mantine-color-default-hover)"
        style={{ display: 'block' }}
      />
      {link && (
        <Anchor
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          c="dimmed"
          // The whole sentence for screen readers: its words come in another order in Hindi.
          aria-label={t(linkMessages.largerMapOf, { location: venue.location })}
        >
          {t(linkMessages.viewLargerMap)}
        </Anchor>
      )}
    </Stack>
  );
}
