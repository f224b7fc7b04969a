// Registering for an event, apart from paths.ts (part of every first visit): the registration
// screen loads lazily.
export const registrationApiPaths = {
  register: (eventId: string) => `/api/registration/${encodeURIComponent(eventId)}`,
  registrationChallenge: '/api/registration/challenge',
  /** Issue 25: Razorpay Checkout's signed result for a paid ticket's order. */
  paymentsVerify: '/api/payments/verify',
} as const;
