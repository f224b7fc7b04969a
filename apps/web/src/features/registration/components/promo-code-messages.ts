import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Issue 25 §3: the registration form's promo code box. */
export const promoCodeFieldMessages = defineMessages('registration.promoCode', {
  label: 'Promo code',
  hint: 'Optional. The discount is applied to the price when you register.',
});
