import { defineMessages } from '@portal/contract';

/** Sign-up, sign-in and password answers (spec §8 wording where it gives one). */
export const authMessages = defineMessages('server.auth', {
  signedUp: 'Registration successful',
  signedIn: 'Login successful!',
  signedOut: 'Signed out.',
  signedOutEverywhere: 'Signed out everywhere.',
  badCredentials: 'Invalid mobile number or password.',
  notAdmin: 'This account is not an admin. Untick "Login as Admin" to sign in as a member.',
  commonPassword: 'This password is too common. Please choose a less common one.',
  wrongCurrent: 'Current password is incorrect.',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  resetRequested: 'If an account matches, we have emailed it a link to reset the password.',
  resetDone: 'Password reset. Please sign in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  emailTaken: 'An account with this email already exists.',
  mobileTaken: 'An account with this mobile number already exists.',
  signInRequired: 'Please sign in to continue.',
  adminsOnly: 'Only site admins may do this.',
  twoFactorRequired:
    'This site asks its admins to use two-step sign-in. Turn it on in Account Settings to use the admin tools.',
  tooManyAttempts: 'Too many attempts. Please wait {minutes} minute(s) and try again.',
});

/** Which account field a duplicate was about → what to say. */
export const takenMessages = {
  email: authMessages.emailTaken,
  mobile: authMessages.mobileTaken,
} as const;

/** The password reset email. */
export const resetMailMessages = defineMessages('server.auth.resetMail', {
  subject: 'Reset your {siteName} password',
  body: 'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your {siteName} account.\nOpen this link within 30 minutes to choose a new one:\n\n{link}\n\nIf you did not ask, ignore this email: your password stays as it is.\n',
});

/** To an account's owner when someone keeps failing to sign in to it (once per window). */
export const failedSignInMailMessages = defineMessages('server.auth.failedSignInMail', {
  subject: 'Someone is trying to sign in to your {siteName} account',
  body: 'Hello {name},\n\nThere have been {attempts} or more failed attempts to sign in to your {siteName} account in the last {minutes} minutes.\n\nIf it was you, there is nothing to do. If not, someone may be guessing your password: while it goes on, the portal lets in only the devices you have signed in on before, so sign in from one of them; choosing a long password you use nowhere else keeps the account safe. You can change it in Account Settings.\n',
});
