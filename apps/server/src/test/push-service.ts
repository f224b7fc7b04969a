import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the stand-in push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (RFC 8030's one call: POST to the subscription's endpoint), for
 * tests run with PUSH_ALLOW_LOOPBACK=true. `answer` is what it says next: 201 by default, 410 for
 * a device gone, or 'hang' to never answer (a push service that is down).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const hanging = new Set<() => void>();
  const state = { answer: 201 as number | 'hang' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (state.answer === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.statusCode = state.answer;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    state,
    async stop() {
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As PushSubscription.toJSON() gives them. */
  json: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm push body (RFC 8188's header, RFC 8291's keys) with the browser's keys,
 * as a browser does: what only the subscriber can read.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hkdf(keys.auth, secret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
