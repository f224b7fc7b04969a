// Giving's calls, apart from paths.ts: only lazily loaded screens (Donate, the ledger, Account
// Settings) use them, and paths.ts is part of every first visit.
export const donationApiPaths = {
  config: '/donate/config',
  /** Razorpay calls it; the Donate page shows site admins its address while keys are unset. */
  webhook: '/donate/webhook',
  payment: '/donate/payment',
  verify: '/donate/verify',
  failed: '/donate/failed',
  mine: '/api/donations/mine',
  receipt: (id: string) => `/api/donations/${encodeURIComponent(id)}/receipt`,
  cancel: (id: string) => `/api/donations/${encodeURIComponent(id)}/cancel`,
  ledger: '/api/admin/donations',
  ledgerCsv: '/api/admin/donations.csv',
} as const;
