import { defineMessages } from '@portal/contract/i18n/define-messages';

export const profileMessages = defineMessages('profile.page', {
  mentoring: 'Mentoring settings',
  title: 'Profile',
  edit: 'Edit Profile',
  saved: 'Profile updated successfully.',
  loading: 'Loading profile',
  notFound: 'User not found',
  loadFailed: 'Failed to fetch profile',
});

/** Section headings and field labels, the same in view and edit mode. */
export const profileFieldMessages = defineMessages('profile.fields', {
  basicInformation: 'Basic information',
  businessInformation: 'Business Information',
  socialMedia: 'Social Media',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  bio: 'Bio',
  address: 'Address',
  businessName: 'Business name',
  businessEmail: 'Business email',
  notProvided: 'Not provided',
});

export const profileFormMessages = defineMessages('profile.form', {
  label: 'Edit profile',
  currentPassword: 'Current password',
  currentPasswordHint: 'Needed to change your email',
  handleHint: 'Handle or https:// address',
  whatsappHint: 'Number with country code, e.g. +919876543210',
  failed: 'Failed to update profile',
  cancel: 'Cancel',
  save: 'Save Changes',
});

export const profilePictureMessages = defineMessages('profile.picture', {
  wrongFile: 'Choose a JPEG, PNG or WebP image of at most 5 MB.',
  updated: 'Picture updated.',
  uploadFailed: 'Could not upload the picture.',
  removed: 'Picture removed.',
  removeFailed: 'Could not remove the picture.',
  alt: 'Profile picture of {name}',
  fileLabel: 'Picture file',
  change: 'Change picture',
  upload: 'Upload picture',
  remove: 'Remove picture',
  rules: 'JPEG, PNG or WebP, up to 5 MB',
});

/** Issue 35: the alumni fields, who sees them, and the preview. */
export const alumniFieldMessages = defineMessages('profile.alumni', {
  alumni: 'Alumni',
  alumniHint: 'Your name and batch are always visible to other members.',
  batch: 'Batch (graduation year)',
  course: 'Course',
  courseHint: 'For example Commerce, B.Tech CSE',
  location: 'Location',
  city: 'City',
  country: 'Country',
  chooseCountry: 'Choose a country',
  career: 'Career',
  jobTitle: 'Job title',
  industry: 'Industry',
  chooseIndustry: 'Choose an industry',
  skills: 'Skills',
  skillsHint: 'Press Enter after each one; up to {max}.',
  openTo: 'Open to',
  whoCanSee: 'Who can see: {group}',
  preview: 'Preview your card',
  previewAs: 'Preview as',
  asBatchmate: 'A batchmate',
  asMember: 'Another member',
  asVisitor: 'A visitor',
  previewHint: 'This is how your card looks to them, with what you have entered.',
  visitorHint: 'Visitors cannot open the directory; they see only what you made public.',
  nothingShown: 'Nothing else is shown to them.',
});
