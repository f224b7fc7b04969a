import {
  defaultVisibility,
  type EmailPreferences,
  type Profile,
  type SessionUser,
  type Site,
} from '@portal/contract';

export const communitySite: Site = {
  name: 'Riverside Community',
  tagline: 'Connect locally, live globally',
  profile: 'community',
  logoUrl: null,
  defaultCountry: 'IN',
  timeZone: 'Asia/Kolkata',
  // Tests never report Core Web Vitals unless they set a rate of their own.
  webVitalsSampleRate: 0,
};

export const alumniSite: Site = {
  name: 'St. Mary’s Alumni',
  tagline: 'Once a student, always family',
  profile: 'alumni',
  logoUrl: null,
  defaultCountry: 'IN',
  timeZone: 'Asia/Kolkata',
  webVitalsSampleRate: 0,
};

export const memberUser: SessionUser = {
  _id: 'u-member',
  name: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '+919000000002',
  mobileE164: '+919000000002',
  imageUrl: null,
  isAdmin: false,
  language: null,
  membershipStatus: 'verified',
};

export const adminUser: SessionUser = {
  _id: 'u-admin',
  name: 'Ravi Admin',
  email: 'admin@example.org',
  mobile: '+919000000001',
  mobileE164: '+919000000001',
  imageUrl: null,
  isAdmin: true,
  language: null,
  membershipStatus: 'verified',
};

export const memberProfile: Profile = {
  ...memberUser,
  bio: 'Volunteer at the Saturday food bank.',
  address: '12 River Road, Pune',
  businessName: 'Rao Designs',
  businessEmail: 'studio@raodesigns.example',
  city: null,
  state: null,
  country: null,
  businessAddress: null,
  businessRole: null,
  socialMedia: { twitter: 'asha_rao', linkedin: 'https://www.linkedin.com/in/asha-rao' },
  emailUpdates: true,
  sharePhone: false,
  shareEmail: false,
  batch: null,
  course: null,
  jobTitle: null,
  industry: null,
  skills: [],
  openTo: [],
  visibility: defaultVisibility,
  mobileE164: memberUser.mobileE164,
};

/** A token the server accepts in shape (20+ URL-safe characters). */
export const sessionToken = 'test-session-token-0123456789';

/** A ticket's QR code as the server draws it (a finder pattern's top row is enough for a screen). */
export const ticketQr = { size: 21, path: 'M0 0h7v1h-7zM14 0h7v1h-7z' };

/** Issue 39: a member who turned no kind of email off. */
export const allEmailOn: EmailPreferences = {
  eventReminders: true,
  eventUpdates: true,
  news: true,
  mentoring: true,
  opportunities: true,
  channelActivity: true,
};
