import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The frame every sign-in style screen shares. */
export const authCardMessages = defineMessages('auth.card', {
  backToDashboard: 'Back to dashboard',
});

/** Field labels and hints more than one auth screen shows. */
export const authFieldMessages = defineMessages('auth.fields', {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  password: 'Password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  passwordRules: '{min} to {max} characters; avoid common passwords',
  signIn: 'Sign in',
});

export const loginMessages = defineMessages('auth.login', {
  title: 'Sign in',
  intro: 'Welcome back. Sign in with your mobile number.',
  newHere: 'New here?',
  signUp: 'Sign Up',
  phone: 'Phone',
  asAdmin: 'Login as Admin',
  failed: 'Login failed',
  network: 'Server error. Please try again.',
  forgotPassword: 'Forgot password?',
  success: 'Login successful!',
});

export const signupMessages = defineMessages('auth.signup', {
  title: 'Sign up',
  intro: 'Create your account to register for events, join channels and keep a profile.',
  haveAccount: 'Already have an account?',
  failed: 'Registration failed. Try again.',
  network: 'Server error. Please try again later.',
  submit: 'Sign Up',
  success: 'Registration successful',
  // {notice} is a link whose text is `privacyNoticeLink` (issue 39).
  consent: 'I have read and accept the {notice}.',
  privacyNoticeLink: 'privacy notice',
  consentRequired: 'Please accept the privacy notice to create your account.',
});

export const resetPasswordMessages = defineMessages('auth.resetPassword', {
  title: 'Reset password',
  intro:
    'Enter the mobile number or email of your account. We will email you a link to choose a new password.',
  chooseTitle: 'Choose a new password',
  signUp: 'Sign up',
  identifier: 'Mobile number or email',
  requestFailed: 'Could not send the reset link. Please try again.',
  sendLink: 'Send Reset Link',
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  askNewLink: 'Ask for a new link',
  signInWithNew: 'Sign in with the new password',
  linkRules:
    'The link works once, for 30 minutes. Setting a new password signs you out on your other devices.',
  failed: 'Could not reset the password.',
  submit: 'Set new password',
});

export const changePasswordMessages = defineMessages('auth.changePassword', {
  title: 'Change password',
  intro: 'Enter your current password, then the new one twice.',
  forgotPassword: 'Forgot your password?',
  currentPassword: 'Current password',
  failed: 'Could not change the password.',
  cancel: 'Cancel',
  submit: 'Change password',
});
