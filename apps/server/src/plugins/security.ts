import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { requestBucket } from './address-bucket';
import { defineMessages } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { withValues } from '../i18n/server-text';
import { HttpError } from './errors';
import { isInternalRequest } from './internal-requests';
import { postgresLimiter, redisLimiter, type Limiter } from '../modules/auth/limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-purpose limits' counters (sign-in, sign-up, resets, posts, contact): ADR 28. */
    limiter: Limiter;
  }
}

export const rateLimitMessages = defineMessages('server.rateLimit', {
  wait: 'Too many requests. Please wait {seconds} seconds and try again.',
});

export interface SecurityOptions {
  rateLimitMax: number;
  redisUrl: string | undefined;
}

/**
 * The headers @fastify/helmet sets with `options`, found once by asking it on a throwaway
 * instance: registered as is, it builds helmet's middleware again on every request (the CSP
 * parsed and written out anew), a cost each cached answer paid for the same dozen headers.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const withHelmet = Fastify();
  const without = Fastify();
  await withHelmet.register(helmet, options);
  for (const probe of [withHelmet, without]) probe.get('/', async () => 'probe');
  const [secured, plain] = await Promise.all([withHelmet.inject('/'), without.inject('/')]);
  await Promise.all([withHelmet.close(), without.close()]);
  return Object.entries(secured.headers)
    .filter(([name]) => !(name in plain.headers))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * What an API answer (JSON, a CSV, a calendar file) needs, after OWASP's REST Security Cheat
 * Sheet: nothing in it may load, run or be framed, no sniffing it into something else, no reading
 * it cross-origin, HTTPS only. Helmet's other headers steer how a document behaves (pop-ups, DNS
 * prefetch, the XSS auditor, Flash and IE downloads, agent clusters), and an answer is never one;
 * each header is a cost on every answer (ADR 44). An answer with its own CSP sets it (receipts).
 */
const forApiAnswers: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The API's own answers; its documentation pages (/api/docs) are documents. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers and the CSP on every response, the refusals included: registered before load
 * shedding, whose 503s would otherwise leave without them.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay Checkout (donations) is Razorpay's script and frames, loaded on /donate only.
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        // Mantine writes CSS variables in style attributes and a <style> tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        // Event venues are shown on an embedded map: OpenStreetMap with coordinates, else Google.
        frameSrc: [
          'https://www.openstreetmap.org',
          'https://maps.google.com',
          'https://www.google.com',
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads images from event organisers' sites.
    crossOriginEmbedderPolicy: false,
    // Razorpay Checkout opens pop-ups (3-D Secure, net banking) that must reach back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // On the reply, not the raw response as helmet does: one header set on the raw response makes
  // Node re-set and re-check every header Fastify writes (writeHead's slow path), a quarter of a
  // cached answer's cost (ADR 44). An answer written past Fastify (the live feed) takes them from
  // `reply.getHeaders()`.
  const forDocuments = Object.fromEntries(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? forApiAnswers : forDocuments);
    done();
  });
});

/** Compression and the global rate limit: what every response that is served goes through. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(compress, { threshold: 1024 });

  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  // The same store as the global limit: Redis when configured, else the database.
  const inDatabase = postgresLimiter(app.db);
  app.decorate('limiter', redis ? redisLimiter(redis, inDatabase, app.log) : inDatabase);

  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    // Shared counters across processes when Redis is configured; per-process memory otherwise.
    ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
    // With Redis down, keep serving rather than refuse everyone.
    skipOnError: true,
    // Per address, an IPv6 home or phone network as one (the library's own key generator throws
    // on a client that hung up mid-request, whose address Node has already cleared).
    keyGenerator: requestBucket,
    // The limit guards the API. The app's files are static and cached: one page view fetches
    // dozens of chunks and images, and a venue's visitors may share one address.
    // The server's own in-process calls (a page's first-screen render) are not a client's.
    allowList: (request) => !/^\/(api|donate)\//.test(request.url) || isInternalRequest(request),
    // Thrown, so the errors plugin answers it in the reader's language.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        withValues(rateLimitMessages.wait, { seconds: String(Math.ceil(context.ttl / 1000)) }),
      ),
  });
});
