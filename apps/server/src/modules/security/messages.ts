import { defineMessages } from '@portal/contract';

/** Answers of two-step sign-in and the session list (ADR 55). */
export const securityMessages = defineMessages('server.security', {
  alreadyOn: 'Two-step sign-in is already on.',
  notSetUp: 'Set up two-step sign-in first, then enter the code your app shows.',
  notOn: 'Two-step sign-in is not on.',
  wrongCode: 'That code is not right, or it was already used. Enter the code your app shows now.',
  wrongPassword: 'The password is not right.',
  challengeGone:
    'This sign-in has expired or had too many wrong codes. Please sign in again with your password.',
  turnedOff: 'Two-step sign-in is off.',
  sessionNotFound: 'There is no such session of yours.',
  sessionEnded: 'That device is signed out.',
  othersEnded: 'Every other device is signed out.',
  deviceName: '{browser} on {system}',
  unknownBrowser: 'A browser',
  unknownSystem: 'an unknown system',
});

/** The emails that tell an owner what happened to their account's security. */
export const noticeMailMessages = defineMessages('server.security.noticeMail', {
  newDeviceSubject: 'New sign-in to your {siteName} account',
  newDeviceBody:
    'Hello {name},\n\nYour {siteName} account was just signed in to from a device it had not seen before:\n\n{device}\nNetwork: {place}\n\nIf it was you, there is nothing to do. If not, change your password now and sign that device out under Account Settings: {settingsUrl}\n',
  unknownPlace: 'unknown',
  twoFactorOnSubject: 'Two-step sign-in is on for your {siteName} account',
  twoFactorOnBody:
    'Hello {name},\n\nTwo-step sign-in was turned on for your {siteName} account. From now on, signing in asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe.\n\nIf it was not you, change your password now: {settingsUrl}\n',
  twoFactorOffSubject: 'Two-step sign-in was turned off for your {siteName} account',
  twoFactorOffBody:
    'Hello {name},\n\nTwo-step sign-in was turned off for your {siteName} account. Signing in now asks only for your password.\n\nIf it was not you, change your password and turn two-step sign-in on again: {settingsUrl}\n',
  passwordChangedSubject: 'Your {siteName} password was changed',
  passwordChangedBody:
    'Hello {name},\n\nThe password of your {siteName} account was just changed, and your other devices were signed out.\n\nIf it was not you, reset your password now from the sign-in page: {resetUrl}\n',
});
