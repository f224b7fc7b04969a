import { defineMessages } from '@portal/contract/i18n/define-messages';

export const yourDataMessages = defineMessages('account.yourData', {
  title: 'Your data',
  intro: 'Take a copy of everything the portal holds about you, or leave and take it with you.',
  download: 'Download my data',
  downloadHint:
    'A ZIP file: your profile, registrations, donations, posts, channels, mentoring, opportunities and photos.',
  downloadFailed: 'Could not prepare your data.',
  downloaded: 'Your data is downloading.',
  delete: 'Delete my account',
  deleteTitle: 'Delete your account?',
  close: 'Close',
  consequencesIntro: 'As soon as you confirm:',
  consequenceSignOut: 'You are signed out everywhere and cannot sign in again.',
  consequenceDirectory: 'Your profile leaves the members directory.',
  consequencePosts: 'Your wall posts and album photos show as by “Former member”.',
  consequenceRegistrations: 'Your registrations for events still to come are cancelled.',
  consequenceMentoring: 'Open mentoring requests are closed and the other person is told.',
  consequenceLedger:
    'Donation and ticket records stay, as the law requires, with your name replaced.',
  consequenceRestore:
    'We email you a link that restores everything for 7 days; after that it is erased for good.',
  removeContent: 'Also remove my posts and photos',
  removeContentHint: 'Instead of showing them as by “Former member”.',
  password: 'Password',
  passwordHint: 'Enter your password to confirm',
  failed: 'Could not delete the account.',
  cancel: 'Cancel',
  deletedTitle: 'Your account is deleted',
});

export const restoreAccountMessages = defineMessages('account.restore', {
  title: 'Restore your account',
  intro:
    'Deleted your account by mistake? Within 7 days, the link we emailed you brings everything back.',
  button: 'Restore my account',
  noToken: 'This page needs the link from the email we sent when your account was deleted.',
  failed: 'Could not restore the account.',
  signIn: 'Sign in',
});
