export const e2eRazorpay: { keyId: string; keySecret: string; webhookSecret: string };
