import fc from 'fast-check';
import { hostileValue, repeated } from './nasty-values';
import type { RealRecords } from './real-records';
import type { BodySpec, MultipartPart } from './transport';

/**
 * Routes whose body the API document does not describe as JSON: the picture upload
 * (multipart) and Razorpay's webhook (raw bytes under a signature).
 */
export const specialBodyRoutes = ['POST /api/profile/picture', 'POST /donate/webhook'] as const;

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]);

/** Files that lie about their type or size, or are simply not images. */
const fileContent = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(png, jpeg, webp)
      .chain((magic) =>
        fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([magic, Buffer.from(tail)])),
      ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      Buffer.from('<svg onload="alert(1)"/>'),
      Buffer.from('%PDF-1.4'),
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
      png.subarray(0, 4),
    ),
  },
  // Past the 5 MB picture limit: rare, a request this size costs time.
  { weight: 1, arbitrary: fc.constant(repeated('A', 5 * 1024 * 1024 + 1)) },
);

const part: fc.Arbitrary<MultipartPart> = fc.record({
  field: fc.constantFrom('picture', 'picture', 'file', '', 'picture[]'),
  fileName: fc.constantFrom(
    'me.png',
    'me.jpg',
    'x.svg',
    '../../etc/passwd',
    'a\u0000.png',
    '😀.webp',
    undefined,
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    '',
  ),
  content: fileContent,
});

const boundaries = fc.constantFrom('fuzzboundary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW');

export const multipartBodies: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      boundary: boundaries,
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      contentType: fc.constant('multipart/form-data'),
    }),
  },
  {
    weight: 1,
    // The declared boundary does not match the body's, or there is none.
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      boundary: boundaries,
      parts: fc.array(part, { minLength: 1, maxLength: 1 }),
      contentType: fc.constantFrom(
        'multipart/form-data; boundary=other',
        'multipart/form-data',
        'multipart/mixed',
      ),
    }),
  },
);

const webhookEvents = fc.constantFrom(
  'payment.captured',
  'order.paid',
  'payment.failed',
  'subscription.charged',
  'subscription.activated',
  'subscription.cancelled',
  'subscription.halted',
  'subscription.completed',
  'refund.created',
);

/** Webhook payloads shaped like Razorpay's, with each field now and then of the wrong kind. */
function webhookPayload(records: RealRecords) {
  const maybeHostile = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: hostileValue });
  const orderId =
    records.orders.length > 0 ? fc.constantFrom(...records.orders) : fc.constant('order_x');
  const subscriptionId =
    records.subscriptions.length > 0
      ? fc.constantFrom(...records.subscriptions)
      : fc.constant('sub_x');
  const entity = fc.record(
    {
      id: maybeHostile(fc.constantFrom('pay_1', 'pay_2', 'pay_fuzz')),
      order_id: maybeHostile(orderId),
      amount: maybeHostile(fc.constantFrom(100, 2000, 0, -1, 1e20)),
      currency: maybeHostile(fc.constantFrom('USD', 'EUR', 'INR', 'XXX')),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(
        {
          event: maybeHostile(webhookEvents),
          payload: maybeHostile(
            fc.record(
              {
                payment: maybeHostile(fc.record({ entity: maybeHostile(entity) })),
                order: maybeHostile(
                  fc.record({ entity: fc.record({ id: maybeHostile(orderId) }) }),
                ),
                subscription: maybeHostile(
                  fc.record({ entity: fc.record({ id: maybeHostile(subscriptionId) }) }),
                ),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Webhook deliveries: mostly correctly signed (so the handler runs), some forged. */
export function webhookBodies(records: RealRecords): fc.Arbitrary<BodySpec> {
  return fc.record({
    kind: fc.constant('signed' as const),
    text: fc.oneof(
      {
        weight: 5,
        arbitrary: webhookPayload(records).map((value) => JSON.stringify(value) ?? 'null'),
      },
      { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '\u0000') },
    ),
    eventId: fc.oneof(fc.constant(undefined), fc.constantFrom('evt_1', 'evt_2', ''), fc.uuid()),
    signature: fc.constantFrom('right', 'right', 'right', 'wrong'),
  });
}
