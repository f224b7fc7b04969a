import type { Industry, OpenTo, VisibilityGroup, VisibilityLevel } from '@portal/contract';
import { defineMessages, type MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { activeLocale } from '../i18n/active-language';

// The alumni network's fixed lists (issue 35) in the reader's language: the profile form, the
// directory's filters and cards, and the admin screens all name them the same way.

export const industryMessages: Record<Industry, MessageDescriptor> = defineMessages(
  'alumni.industry',
  {
    accounting: 'Accounting',
    agriculture: 'Agriculture',
    arts: 'Arts and design',
    automotive: 'Automotive',
    banking: 'Banking and finance',
    construction: 'Construction',
    consulting: 'Consulting',
    education: 'Education',
    energy: 'Energy',
    engineering: 'Engineering',
    government: 'Government',
    healthcare: 'Healthcare',
    hospitality: 'Hospitality',
    insurance: 'Insurance',
    it: 'Information technology',
    legal: 'Legal',
    manufacturing: 'Manufacturing',
    media: 'Media',
    nonprofit: 'Non-profit',
    pharma: 'Pharmaceuticals',
    'real-estate': 'Real estate',
    research: 'Research',
    retail: 'Retail',
    sports: 'Sports',
    telecom: 'Telecom',
    textiles: 'Textiles',
    transport: 'Transport and logistics',
    other: 'Other',
  },
);

export const openToMessages: Record<OpenTo, MessageDescriptor> = defineMessages('alumni.openTo', {
  mentoring: 'Mentoring',
  hiring: 'Hiring',
  speaking: 'Speaking',
  volunteering: 'Volunteering',
});

/** Who sees a group of fields, as the profile form's choice beside each group says it. */
export const visibilityMessages: Record<VisibilityLevel, MessageDescriptor> = defineMessages(
  'alumni.visibility',
  {
    public: 'Everyone',
    members: 'Members',
    batch: 'My batch',
    private: 'Only me',
  },
);

export const visibilityGroupMessages: Record<VisibilityGroup, MessageDescriptor> = defineMessages(
  'alumni.visibilityGroup',
  {
    email: 'Email',
    mobile: 'Mobile',
    address: 'Address',
    location: 'City and country',
    career: 'Career',
    social: 'Social media',
  },
);

export const batchMessages = defineMessages('alumni.batch', {
  /** A card's and a page's batch line. */
  batchOf: 'Batch of {batch}',
});

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language from its ISO 3166 alpha-2 code ("GB": United Kingdom). */
export function countryName(code: string, locale = activeLocale()): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code Intl accepts (an old free-text country): show it as it was written.
    return code;
  }
}
