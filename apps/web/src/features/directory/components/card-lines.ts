import type { DirectoryCard } from '@portal/contract';
import { countryName } from '../../../components/alumni-labels';
import type { Translate } from '../../../i18n/i18n-provider';
import { cardMessages } from '../messages';

/** "Engineer at Infosys", "Engineer", "Infosys", or nothing: only what the card carries. */
export function jobLine(card: DirectoryCard, t: Translate): string | undefined {
  const job = card.jobTitle?.trim();
  const company = card.businessName?.trim();
  if (job && company) return t(cardMessages.jobAt, { job, company });
  return job || company || undefined;
}

/** "Pune, India": the city and the country's name in the reader's language, as far as shown. */
export function placeLine(card: Pick<DirectoryCard, 'city' | 'country'>): string | undefined {
  const city = card.city?.trim();
  const country = card.country ? countryName(card.country) : undefined;
  // A city-state says its name once: "Singapore", not "Singapore, Singapore".
  const sameName = city && country && city.toLocaleLowerCase() === country.toLocaleLowerCase();
  const line = [city, sameName ? undefined : country].filter(Boolean).join(', ');
  return line || undefined;
}
