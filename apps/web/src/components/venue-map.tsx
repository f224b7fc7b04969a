import { Box, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconMap, IconMapOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
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
  /** Spec §9: the map is 200 px high in the compact layout, 250 px in the full one. */
  size?: LayoutSize;
}

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

/** The same place on the map site itself: a bigger view, and the way there when frames fail. */
export function venueMapLinkUrl(venue: Venue): string | undefined {
  if (hasCoordinates(venue)) {
    const { latitude: lat, longitude: lon } = venue;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  if (!venue.address?.trim()) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeQuery(venue))}`;
}

/**
 * The way to an event's venue, shown under its name and address: "Open in maps" (the map site,
 * in a new tab) and "Show map", which only then embeds the interactive map. Loading the frame
 * with the page asked a third party for it on every visit, and offline, or where the map site is
 * blocked, left the browser's broken-frame box in the middle of the page. Nothing when neither
 * coordinates nor an address are known.
 */
export function VenueMap({ size = 'full', ...venue }: VenueMapProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const frameId = useId();
  const src = venueMapEmbedUrl(venue);
  const link = venueMapLinkUrl(venue);
  if (!src || !link) return null;
  return (
    <Stack gap="xs" w="100%">
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={
            shown ? <IconMapOff size={16} aria-hidden /> : <IconMap size={16} aria-hidden />
          }
          aria-controls={shown ? frameId : undefined}
          onClick={() => setShown((value) => !value)}
        >
          {t(shown ? linkMessages.hideMap : linkMessages.showMap)}
        </Button>
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          // The whole sentence for screen readers: its words come in another order in Hindi.
          aria-label={t(linkMessages.openInMapsOf, { location: venue.location })}
        >
          {t(linkMessages.openInMaps)}
        </Button>
      </Group>
      {shown && (
        <Box
          component="iframe"
          id={frameId}
          src={src}
          title={t(linkMessages.mapOf, { location: venue.location })}
          referrerPolicy="no-referrer-when-downgrade"
          w="100%"
          h={bySize<number>(size, heights)}
          bd="1px solid var(--mantine-color-default-border)"
          bdrs="md"
          bg="var(--mantine-color-default-hover)"
          style={{ display: 'block' }}
        />
      )}
    </Stack>
  );
}
