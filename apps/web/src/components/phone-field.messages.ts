import { defineMessages } from '@portal/contract/i18n/define-messages';

// The phone and contact fields' own texts; the label and hint come from the form using them.
export const phoneFieldMessages = defineMessages('components.phoneField', {
  countryCode: 'Country code',
  noCountry: 'No country found',
  example: 'e.g. {example}',
  emailOrNumber: 'An email or a mobile number',
  emailOrNumberLike: 'An email, or a mobile number such as {example}',
});
