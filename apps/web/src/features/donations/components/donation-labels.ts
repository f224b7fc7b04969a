import type { DonationFrequency } from '@portal/contract';

export const frequencyLabels: Record<DonationFrequency, string> = {
  once: 'Once',
  monthly: 'Monthly',
};
