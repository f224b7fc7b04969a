import { industries } from '@portal/contract';
import { useMemo } from 'react';
import { useLanguage, useT } from '../i18n/i18n-provider';
import { industryMessages } from './alumni-labels';
import { countryOptions } from './country-options';

/**
 * The country and industry choices of the profile form and the directory's filters, named in
 * the page's language and sorted as its readers sort (issue 35).
 */
export function useAlumniChoices() {
  const t = useT();
  const { language } = useLanguage();
  const countries = useMemo(
    () => countryOptions().map((option) => ({ value: option.value, label: option.name })),
    // The names follow the page's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
  const industryChoices = useMemo(
    () =>
      industries
        .map((industry) => ({ value: industry, label: t(industryMessages[industry]) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [t],
  );
  return { countries, industryChoices };
}
