import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMap, IconMapOff } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { countryName } from '../../../components/alumni-labels';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/i18n-provider';
import { useDirectoryPlaces } from '../api/get-directory-places';
import type { DirectoryFilters } from '../directory-query';
import { mapMessages, placeMessages as text } from '../messages';

// Its own chunk, with the world's outlines (about 400 kB compressed): loaded on "Show map" only.
const MembersMap = lazy(() => import('./members-map').then((m) => ({ default: m.MembersMap })));

/** How many places of each kind are named; the rest are a filter away. */
const shownPlaces = 8;

interface PlacesSummaryProps {
  filters: DirectoryFilters;
  onPick: (place: { city?: string; country?: string }) => void;
}

/**
 * "London 42 · Dubai 31": where the members of the current search live, each place a link that
 * narrows the search to it. "Show map" beside them draws every country's count on a world map,
 * loaded only then (as an event's venue map is); the links stay its text alternative.
 */
export function PlacesSummary({ filters, onPick }: PlacesSummaryProps) {
  const t = useT();
  const headingId = useId();
  const mapId = useId();
  const [mapShown, setMapShown] = useState(false);
  const places = useDirectoryPlaces(filters);
  if (!places.data) return null;
  const countries = places.data.countries.slice(0, shownPlaces);
  const cities = places.data.cities.slice(0, shownPlaces);
  if (countries.length === 0 && cities.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t(text.heading)}
        </Title>
        {places.data.countries.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={
              mapShown ? <IconMapOff size={16} aria-hidden /> : <IconMap size={16} aria-hidden />
            }
            aria-expanded={mapShown}
            aria-controls={mapShown ? mapId : undefined}
            onClick={() => setMapShown((value) => !value)}
          >
            {t(mapShown ? mapMessages.hide : mapMessages.show)}
          </Button>
        )}
      </Group>
      {countries.length > 0 && (
        <PlaceLine
          label={t(text.countries)}
          places={countries.map(({ country, members }) => ({
            key: country,
            name: countryName(country),
            members,
            pick: () => onPick({ country }),
          }))}
        />
      )}
      {cities.length > 0 && (
        <PlaceLine
          label={t(text.cities)}
          places={cities.map(({ city, country, members }) => ({
            key: `${city}|${country ?? ''}`,
            name: city,
            members,
            pick: () => onPick({ city, ...(country ? { country } : {}) }),
          }))}
        />
      )}
      {mapShown && (
        <Suspense fallback={<PageLoader label={t(mapMessages.loading)} />}>
          <MembersMap id={mapId} countries={places.data.countries} onPick={onPick} />
        </Suspense>
      )}
    </Stack>
  );
}

interface Place {
  key: string;
  name: string;
  members: number;
  pick: () => void;
}

function PlaceLine({ label, places }: { label: string; places: Place[] }) {
  const t = useT();
  return (
    <Group gap={6} align="baseline">
      <Text size="sm" fw={500}>
        {label}:
      </Text>
      {places.map((place, index) => (
        <Text key={place.key} size="sm" span>
          <Anchor component="button" type="button" size="sm" onClick={place.pick}>
            {t(text.place, { place: place.name, count: place.members })}
          </Anchor>
          {index < places.length - 1 ? ',' : ''}
        </Text>
      ))}
    </Group>
  );
}
