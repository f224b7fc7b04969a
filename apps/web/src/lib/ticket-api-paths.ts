// A ticket's calls, apart from paths.ts (part of every first visit): the ticket page, the door's
// check-in and the ledger, all lazily loaded.
export const ticketApiPaths = {
  lookup: '/api/tickets/lookup',
  cancel: '/api/tickets/cancel',
  checkIn: '/api/tickets/check-in',
  refund: '/api/tickets/refund',
  ledger: '/api/tickets/ledger',
  ledgerCsv: '/api/tickets/ledger.csv',
} as const;
