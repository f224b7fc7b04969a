// The Razorpay test keys the e2e server runs with; the donation journey signs Checkout's result
// with the same secret, as Razorpay would.
export const e2eRazorpay = {
  keyId: 'rzp_test_e2e_portal',
  keySecret: 'e2e-key-secret',
  webhookSecret: 'e2e-webhook-secret',
};
