import { defineMessages } from '@portal/contract/i18n/define-messages';

export const twoFactorStepMessages = defineMessages('auth.twoFactorStep', {
  title: 'Two-step sign-in',
  intro: 'Enter the six-digit code your authenticator app shows for this account.',
  recoveryIntro: 'Enter one of the recovery codes you saved. Each works once.',
  code: 'Six-digit code',
  recoveryCode: 'Recovery code',
  codeRequired: 'Enter the six-digit code from your app',
  recoveryRequired: 'Enter a recovery code',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the code from my app',
  verify: 'Verify',
  failed: 'Could not sign you in. Please try again.',
  startOver: 'Sign in again',
});
