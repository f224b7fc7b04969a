export interface FakeRazorpay {
  url: string;
  orders: { id: string; amount: number; currency: string; receipt: string }[];
  plans: { id: string; amount: number; currency: string }[];
  subscriptions: { id: string; plan_id: string; status: string }[];
  refunds: {
    id: string;
    amount: number;
    payment_id: string;
    receipt: string | null;
    status: string;
  }[];
  /** The status new refunds answer with: 'processed' (default) or 'pending' (instant refunds). */
  refundStatus: string;
  /** Answer every call with this HTTP status instead (simulates an outage). */
  failWith: number | null;
  /** Hold every answer this long (simulates a slow Razorpay). */
  delayMs: number;
  close(): Promise<void>;
}

export function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay>;
