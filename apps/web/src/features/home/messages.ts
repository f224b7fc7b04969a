import { defineMessages } from '@portal/contract/i18n/define-messages';

export const heroMessages = defineMessages('home.hero', {
  /** The spec's own tagline, used when an admin clears the setting. */
  defaultTagline: 'Connect locally, live globally',
  intro:
    'Find what is happening near you, register for events, follow the tournament and meet the people who make this community. Everything our members organise, in one place.',
  seeUpcoming: 'See upcoming events',
  about: 'About us',
});

export const identityMessages = defineMessages('home.identity', {
  loading: 'Loading',
  loadFailed: "We couldn't load this page",
});
