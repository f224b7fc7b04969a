import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type CountryCode } from '@portal/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useSite } from '../lib/get-site';

/** The site's default country for numbers written without a code (DESIGN §5.22). */
export function useSiteCountry(): CountryCode {
  const configured = useSite().data?.defaultCountry;
  return isPhoneCountry(configured) ? configured : DEFAULT_PHONE_COUNTRY;
}

/**
 * The country a form's phone number is read in: the form's own value, else the site's default,
 * which is written into the form so that what is checked and sent is what the picker shows. A
 * default filled in before the site's settings arrived follows them; a country the person chose,
 * or the form started with, stays.
 */
export function useFormCountry(
  value: unknown,
  onChange: (country: CountryCode) => void,
): [CountryCode, (country: CountryCode) => void] {
  const siteCountry = useSiteCountry();
  const filledIn = useRef<CountryCode | undefined>(undefined);
  const country = isPhoneCountry(value) ? value : siteCountry;

  useEffect(() => {
    const ours = !isPhoneCountry(value) || value === filledIn.current;
    if (!ours || value === siteCountry) return;
    filledIn.current = siteCountry;
    onChange(siteCountry);
  }, [value, siteCountry, onChange]);

  const choose = useCallback(
    (next: CountryCode) => {
      filledIn.current = undefined;
      onChange(next);
    },
    [onChange],
  );
  return [country, choose];
}
