import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { VenueMap, venueMapEmbedUrl, venueMapLinkUrl } from './venue-map';

const venue = { location: 'Town Hall', address: '4 Park Lane, Pune' };

describe('VenueMap', () => {
  it('embeds OpenStreetMap around the coordinates, with a marker', () => {
    expect(venueMapEmbedUrl({ ...venue, latitude: 18.5, longitude: 73.85 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=73.84000,18.49400,73.86000,18.50600&layer=mapnik&marker=18.5,73.85',
    );
    expect(venueMapLinkUrl({ ...venue, latitude: 18.5, longitude: 73.85 })).toBe(
      'https://www.openstreetmap.org/?mlat=18.5&mlon=73.85#map=16/18.5/73.85',
    );
  });

  it('searches for the venue and its address when there are no coordinates', () => {
    expect(venueMapEmbedUrl(venue)).toBe(
      'https://maps.google.com/maps?q=Town%20Hall%2C%204%20Park%20Lane%2C%20Pune&output=embed',
    );
  });

  it('renders a titled, lazy frame at the spec sizes, and nothing without a place to show', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <VenueMap {...venue} size="compact" />
      </MantineProvider>,
      { wrapper: I18nProvider },
    );
    const frame = screen.getByTitle('Map of Town Hall');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /View larger map/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    rerender(
      <MantineProvider env="test">
        <VenueMap location="Somewhere" address={null} latitude={null} longitude={null} />
      </MantineProvider>,
    );
    expect(screen.queryByTitle('Map of Somewhere')).not.toBeInTheDocument();
  });
});
