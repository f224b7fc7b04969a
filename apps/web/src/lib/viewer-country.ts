import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, phoneCountry } from '@portal/contract';
import { useCurrentUser } from './current-user';
import { useSite } from './get-site';

/**
 * The country whose numbers a viewer reads in national format (DESIGN §5.22): the country of
 * their own mobile when signed in, else the site's default country.
 */
export function useViewerCountry(): string {
  const own = phoneCountry(useCurrentUser().data?.mobile);
  const site = useSite().data?.defaultCountry;
  return own ?? (isPhoneCountry(site) ? site : DEFAULT_PHONE_COUNTRY);
}
