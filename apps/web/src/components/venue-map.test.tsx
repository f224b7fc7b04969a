import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('offers the map site at once and embeds the map only when asked', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <MantineProvider env="test">
        <VenueMap {...venue} size="compact" />
      </MantineProvider>,
      { wrapper: I18nProvider },
    );
    // No frame, so no request to the map site, until the reader asks for one.
    expect(container.querySelector('iframe')).toBeNull();
    const open = screen.getByRole('link', { name: 'Open Town Hall in maps (opens in a new tab)' });
    expect(open).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Town%20Hall%2C%204%20Park%20Lane%2C%20Pune',
    );
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(open).toHaveTextContent('Open in maps');

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map of Town Hall');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', venueMapEmbedUrl(venue));
    const hide = screen.getByRole('button', { name: 'Hide map' });
    expect(hide).toHaveAttribute('aria-controls', frame.id);

    await user.click(hide);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' })).not.toHaveAttribute('aria-controls');

    rerender(
      <MantineProvider env="test">
        <VenueMap location="Somewhere" address={null} latitude={null} longitude={null} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
