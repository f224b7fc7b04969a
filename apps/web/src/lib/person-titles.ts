import type { PersonTitle } from '@portal/contract';
import { defineMessages } from '@portal/contract/i18n/define-messages';
import type { Translate } from '../i18n/i18n-provider';

// A person's title as the reader says it (issue 36 §6): the form offers these, and a name the
// server wrote as "Mr. Kirtan Shah" reads "श्री Kirtan Shah" on a Hindi page.
export const personTitleMessages = defineMessages('registration.form', {
  mr: 'Mr.',
  ms: 'Ms.',
  mrs: 'Mrs.',
  dr: 'Dr.',
  noTitle: 'Prefer not to say',
});

export const personTitleLabels = {
  'Mr.': personTitleMessages.mr,
  'Ms.': personTitleMessages.ms,
  'Mrs.': personTitleMessages.mrs,
  'Dr.': personTitleMessages.dr,
  none: personTitleMessages.noTitle,
} as const satisfies Record<PersonTitle, unknown>;

const spokenTitles = ['Mr.', 'Ms.', 'Mrs.', 'Dr.'] as const satisfies readonly PersonTitle[];

/**
 * A name the server wrote with a title in front ("Dr. Asha Rao", the contract's `titledName`),
 * with that title in the reader's language; a name without one is left as it is.
 */
export function readerTitledName(t: Translate, name: string): string {
  for (const title of spokenTitles) {
    if (name.startsWith(`${title} `))
      return `${t(personTitleLabels[title])} ${name.slice(title.length + 1)}`;
  }
  return name;
}
