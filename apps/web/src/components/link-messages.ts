import { defineMessages } from '@portal/contract/i18n/define-messages';

// Texts of the components that show a place or an organisation and link away from the portal.
export const linkMessages = defineMessages('components.links', {
  /** Read after a link's text by screen readers. */
  opensInNewTab: '(opens in a new tab)',
  logo: '{name} logo',
  mapOf: 'Map of {location}',
  showMap: 'Show map',
  hideMap: 'Hide map',
  openInMaps: 'Open in maps',
  openInMapsOf: 'Open {location} in maps (opens in a new tab)',
});
