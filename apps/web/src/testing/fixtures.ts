import type { Site } from '@portal/contract';

export const communitySite: Site = {
  name: 'Riverside Community',
  tagline: 'Connect locally, live globally',
  profile: 'community',
  logoUrl: null,
};

export const alumniSite: Site = {
  name: 'St. Mary’s Alumni',
  tagline: 'Once a student, always family',
  profile: 'alumni',
  logoUrl: null,
};
