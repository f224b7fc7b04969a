import { isBareWebAddress, type SocialNetwork } from '@portal/contract';
import { safeWebHref } from '../lib/safe-url';

export const networkLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
};

const profileUrls: Record<Exclude<SocialNetwork, 'whatsapp'>, (handle: string) => string> = {
  facebook: (handle) => `https://facebook.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  instagram: (handle) => `https://instagram.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}`,
};

/**
 * Where a profile's social entry links to, or undefined when it cannot be a safe link.
 * A web address is kept as it is (http and https only: never javascript:, data: …), one
 * without its scheme gets https://; a handle
 * becomes the network's address; a WhatsApp number becomes a wa.me chat link.
 */
export function socialProfileUrl(
  network: SocialNetwork,
  value: string | undefined,
): string | undefined {
  const entry = value?.trim();
  if (!entry) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(entry)) return safeWebHref(entry);
  // Copied from the address bar without its scheme: linkedin.com/in/asha-rao (issue 36).
  if (entry.includes('/') && isBareWebAddress(entry)) return safeWebHref(`https://${entry}`);
  if (network === 'whatsapp') {
    const digits = entry.replace(/[\s().-]/g, '').replace(/^\+/, '');
    return /^\d{6,15}$/.test(digits) ? `https://wa.me/${digits}` : undefined;
  }
  const handle = entry.replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(handle) ? profileUrls[network](handle) : undefined;
}
