import { defineMessages } from '@portal/contract/i18n/define-messages';

export const settingsMessages = defineMessages('account.settings', {
  title: 'Account Settings',
  appearance: 'Appearance',
  appearanceText: 'How the portal looks on this device.',
  email: 'Email',
  emailText: 'What we may send you besides account emails.',
  privacy: 'Privacy',
  privacyText:
    'Who sees your contact details in the members directory. Site admins always can; visitors never can.',
  donations: 'Donations',
  donationsText: 'Your donations, with receipts to download and a way to stop a monthly one.',
  security: 'Sign-in and security',
  // {changePassword} is a link whose text is `changePasswordLink`.
  securityText:
    'Lost a phone or used a shared computer? Sign out on every device at once. You can also {changePassword}.',
  changePasswordLink: 'change your password',
  loading: 'Loading',
  saveFailed: 'Could not save the setting.',
});

export const themeMessages = defineMessages('account.theme', {
  label: 'Theme',
  light: 'Light',
  dark: 'Dark',
  auto: 'Follow system',
});

export const privacyMessages = defineMessages('account.privacy', {
  phoneLabel: 'Show my phone number to other members',
  phoneShown: 'Members see {mobile} on your directory card and profile',
  phoneOn: 'Members can now see your phone number.',
  phoneOff: 'Your phone number is now hidden from members.',
  emailLabel: 'Show my email to other members',
  emailShown: 'Members see {email} on your profile',
  emailOn: 'Members can now see your email.',
  emailOff: 'Your email is now hidden from members.',
  loadFailed: 'Could not load your privacy choices.',
});

export const signOutEverywhereMessages = defineMessages('account.signOutEverywhere', {
  button: 'Sign out everywhere',
  failed: 'Could not sign out everywhere.',
});

export const myDonationsMessages = defineMessages('account.donations', {
  loading: 'Loading your donations',
  loadFailed: "We couldn't load your donations",
  none: 'No donations yet.',
  donate: 'Make a donation',
  listLabel: 'Your donations',
  monthly: 'Monthly',
  once: 'Once',
  receipt: 'Receipt {number}',
  downloadReceipt: 'Download receipt',
  downloadReceiptFor: 'Download receipt for {amount} on {date}',
  downloadFailed: 'Could not download the receipt.',
  cancelTitle: 'Cancel your monthly donation?',
  cancelText:
    'Your monthly donation of {amount} stops now; no further payments are taken. Past payments and receipts are kept.',
  cancelMonthly: 'Cancel monthly donation',
  keepIt: 'Keep it',
  cancelFailed: 'Could not cancel the donation.',
});

/** Email choices per kind (issue 39): six switches, saved as they change. */
export const emailChoicesMessages = defineMessages('account.emailChoices', {
  needed:
    'Emails you need to use the portal are always sent: sign-in and password emails, registration confirmations and tickets, receipts and security warnings.',
  eventReminders: 'Event reminders',
  eventRemindersText: 'A reminder the day before an event you registered for.',
  eventUpdates: 'Event updates',
  eventUpdatesText: 'When the organisers call off an event you registered for.',
  news: 'News and announcements',
  newsText: 'News from the association, sent to {email}.',
  mentoring: 'Mentoring',
  mentoringText: 'Requests, answers and reminders about mentoring.',
  opportunities: 'Opportunity alerts',
  opportunitiesText: 'The weekly email of new jobs, internships and referrals matching your alert.',
  channelActivity: 'Channel activity',
  channelActivityText: 'Invitations to channels.',
  turnedOn: '{kind}: turned on.',
  turnedOff: '{kind}: turned off.',
  loadFailed: 'Could not load your email choices.',
});

/** GET /u/{token}: the page an email's unsubscribe link opens (issue 39). */
export const unsubscribePageMessages = defineMessages('account.unsubscribe', {
  pageTitle: 'Email choices · {site}',
  title: 'Stop these emails',
  intro: 'This link stops one kind of email: {kind}.',
  button: 'Unsubscribe',
  done: 'You are unsubscribed',
  doneText: 'You will no longer get emails of this kind: {kind}.',
  failed: 'Could not unsubscribe',
  unknownKind: 'this kind of email',
  otherChoices: 'Your other email choices',
  signInForMore: 'Sign in to see and change every kind of email you get.',
  signIn: 'Sign in',
  home: 'Go to the home page',
});

export const twoFactorMessages = defineMessages('account.twoFactor', {
  heading: 'Two-step sign-in',
  offText:
    'After your password, signing in also asks for a six-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis, 1Password and others).',
  onText: 'On. Signing in asks for a code from your authenticator app after your password.',
  codesLeft:
    '{count, plural, =0 {No recovery codes left: turn two-step sign-in off and on again to get new ones.} one {# recovery code left.} other {# recovery codes left.}}',
  requiredForAdmin:
    'This site asks its admins to use two-step sign-in. Turn it on to use the admin tools.',
  setUp: 'Set up two-step sign-in',
  setUpFailed: 'Could not start setting up two-step sign-in.',
  scan: 'Scan this QR code with your authenticator app.',
  qrAlt: 'QR code for your authenticator app',
  manual: 'Can’t scan it? Enter this key in the app instead:',
  copyKey: 'Copy key',
  copied: 'Copied',
  code: 'Six-digit code',
  codeHint: 'The code your app shows now',
  codeRequired: 'Enter the six-digit code from your app',
  turnOn: 'Turn on',
  cancel: 'Cancel',
  turnOnFailed: 'Could not turn on two-step sign-in.',
  turnedOn: 'Two-step sign-in is on.',
  recoveryTitle: 'Your recovery codes',
  recoveryText:
    'If you lose your phone, each of these codes signs you in once instead of the app’s code. Keep them somewhere safe: they are shown only now.',
  recoveryList: 'Recovery codes',
  download: 'Download (.txt)',
  downloadName: 'recovery-codes.txt',
  downloadHeader: 'Recovery codes for {siteName}. Each works once.',
  done: 'I have saved them',
  turnOff: 'Turn off two-step sign-in',
  turnOffTitle: 'Turn off two-step sign-in?',
  turnOffText:
    'Signing in will ask only for your password. Confirm with your password and a code from your app (or a recovery code).',
  password: 'Password',
  codeOrRecovery: 'Code from your app, or a recovery code',
  turnOffFailed: 'Could not turn off two-step sign-in.',
  close: 'Close',
  loadFailed: 'Could not load your two-step sign-in setting.',
});

export const sessionListMessages = defineMessages('account.sessions', {
  heading: 'Where you are signed in',
  loadFailed: 'Could not load where you are signed in.',
  listLabel: 'Signed-in devices',
  thisDevice: 'This device',
  signedIn: 'Signed in {date}',
  lastSeen: 'Last active {date}',
  unknownPlace: 'Network unknown',
  signOut: 'Sign out',
  signOutDevice: 'Sign out {device}, last active {date}',
  signOutFailed: 'Could not sign that device out.',
  signOutOthers: 'Sign out everywhere else',
  signOutOthersFailed: 'Could not sign out the other devices.',
  onlyThis: 'You are signed in on this device only.',
});
