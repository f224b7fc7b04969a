// The built server on a fresh embedded database, so every e2e run starts from the demo state.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eRazorpay } from './e2e-razorpay.mjs';
import { startFakeRazorpay } from './fake-razorpay.mjs';

const dataDir = path.join(os.tmpdir(), `portal-e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { mode: 0o755 });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

// Donations against a local stand-in for Razorpay's API; the browser's Checkout is simulated by
// the tests, which sign its result with the same secret.
const razorpay = await startFakeRazorpay(e2eRazorpay.keyId, e2eRazorpay.keySecret);
Object.assign(process.env, {
  RAZORPAY_KEY_ID: e2eRazorpay.keyId,
  RAZORPAY_KEY_SECRET: e2eRazorpay.keySecret,
  RAZORPAY_WEBHOOK_SECRET: e2eRazorpay.webhookSecret,
  RAZORPAY_API_URL: razorpay.url,
  // As behind a proxy: tests that exercise per-address limits send X-Forwarded-For to be a
  // client of their own, so one test's limit never reaches another's.
  TRUST_PROXY: 'true',
  // Every page load reports Core Web Vitals, so the web vitals journey has figures to read.
  WEB_VITALS_SAMPLE_RATE: '1',
});
await import('../apps/server/dist/server.js');
