import { defineMessages } from '@portal/contract/i18n/define-messages';

// The shell's texts: every page shows them, so keep them few and short (first-visit weight).

export const topBarMessages = defineMessages('topBar', {
  toggleSidebar: 'Toggle sidebar',
  toggleDarkMode: 'Toggle dark mode',
  language: 'Language',
  userMenu: 'User menu',
  profileMenu: 'Profile menu',
});

export const shellMessages = defineMessages('app.shell', {
  skipToMain: 'Skip to main content',
  reconnecting: 'Reconnecting…',
  footer: '© {year} {siteName}. All rights reserved.',
  privacy: 'Privacy',
});

export const sidebarMessages = defineMessages('app.sidebar', {
  label: 'Main',
  logo: '{name} logo',
  events: 'Events',
  upcomingEvents: 'Upcoming Events',
  tournament: 'Tournament',
  channels: 'Channels',
  others: 'Others',
  about: 'About Us',
  members: 'Members',
  support: 'Support & Services',
  donate: 'Donate',
  channel: 'Channel',
  // The section's links and their texts load with it (manage-links.tsx).
  manage: 'Manage',
});
