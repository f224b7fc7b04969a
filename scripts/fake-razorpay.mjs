// A local HTTP server that plays the part of Razorpay's Orders, Plans, Subscriptions and Refunds API (the
// request and response shapes of https://razorpay.com/docs/api/), checking the key pair. The API
// tests and the e2e server point RAZORPAY_API_URL at it: real HTTP, no network.
import { createServer } from 'node:http';

async function readBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

/** @type {import('./fake-razorpay.d.mts').startFakeRazorpay} */
export async function startFakeRazorpay(keyId, keySecret) {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let sequence = 0;
  const nextId = (prefix) => `${prefix}_${String(++sequence).padStart(14, '0')}`;
  const fake = {
    orders: [],
    plans: [],
    subscriptions: [],
    refunds: [],
    refundStatus: 'processed',
    failWith: null,
    delayMs: 0,
  };
  const error = (description) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

  async function answer(request) {
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (request.headers.authorization !== expectedAuth)
      return [401, error('Authentication failed')];
    if (fake.failWith)
      return [fake.failWith, { error: { code: 'SERVER_ERROR', description: 'Down' } }];
    const body = await readBody(request);
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/v1/orders') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return [400, error('amount too low')];
      const order = {
        id: nextId('order'),
        entity: 'order',
        amount,
        currency: String(body.currency),
        receipt: String(body.receipt),
        status: 'created',
      };
      fake.orders.push(order);
      return [200, order];
    }
    if (request.method === 'POST' && url === '/v1/plans') {
      const plan = {
        id: nextId('plan'),
        entity: 'plan',
        amount: body.item.amount,
        currency: body.item.currency,
      };
      fake.plans.push(plan);
      return [200, { ...plan, period: body.period, interval: body.interval, item: body.item }];
    }
    if (request.method === 'POST' && url === '/v1/subscriptions') {
      const subscription = {
        id: nextId('sub'),
        entity: 'subscription',
        plan_id: String(body.plan_id),
        status: 'created',
      };
      fake.subscriptions.push(subscription);
      return [200, subscription];
    }
    const cancel = /^\/v1\/subscriptions\/(\w+)\/cancel$/.exec(url);
    if (request.method === 'POST' && cancel) {
      const subscription = fake.subscriptions.find((row) => row.id === cancel[1]);
      if (!subscription) return [400, error('no such id')];
      subscription.status = 'cancelled';
      return [200, subscription];
    }
    const refund = /^\/v1\/payments\/(\w+)\/refund$/.exec(url);
    if (request.method === 'POST' && refund) {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return [400, error('amount too low')];
      // The portal refunds in full: a second refund of one payment is more than was paid.
      if (fake.refunds.some((row) => row.payment_id === refund[1]))
        return [400, error('The payment has been fully refunded already')];
      const made = {
        id: nextId('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: refund[1],
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
        status: fake.refundStatus,
      };
      fake.refunds.push(made);
      return [200, made];
    }
    return [404, error('not found')];
  }

  const server = createServer((request, response) => {
    answer(request).then(
      ([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      },
      () => {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify(error('bad request')));
      },
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A delayed answer must not hold the close (the caller gave up on it long ago).
        server.closeAllConnections();
      }),
  });
}
