import path from 'node:path';
import { z } from 'zod';
import { siteProfileSchema } from '@portal/contract';
import { defaultPoolLimits } from './db/client';
import { registrationLimits } from './modules/registrations/limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  // 0 asks the OS for a free port (tests and the crash-safety harness use it).
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Off by default: behind no proxy, a client-sent X-Forwarded-For must not pick its own rate-limit key.
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.optional()).default(false),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  SITE_PROFILE: siteProfileSchema.default('community'),
  SITE_NAME: z.string().min(1).max(80).default('Community Portal'),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  // Wall posts one member may write in 10 minutes (ADR 28).
  POSTS_PER_MEMBER: z.coerce.number().int().positive().default(20),
  // Registrations one address may send for one event in 10 seconds, and in 10 minutes without
  // the registration form's proof of work (ADR 33).
  REGISTRATION_BURST: z.coerce.number().int().positive().default(5),
  REGISTRATIONS_UNPROVED: z.coerce.number().int().positive().default(5),
  // Share of page loads whose Core Web Vitals the browser reports (docs/web-vitals.md).
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Community Portal <no-reply@localhost>'),
  // What is kept, for how long (issue 39, README): days before the hourly housekeeping deletes
  // sent or stored mail, web-vitals samples, and sessions past their expiry.
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_WEB_VITALS_DAYS: z.coerce.number().int().min(1).max(3650).default(35),
  RETENTION_EXPIRED_SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_NOTIFICATION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Donations (Razorpay). Without the key pair, donations are off and say so (503).
  RAZORPAY_KEY_ID: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  // Tests point this at a local server that plays Razorpay's API.
  RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.razorpay.com/v1')),
  // How long a donation may wait on Razorpay before it is answered 503 (under the 10 s people wait).
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  // Overload: past these the server answers 503 with Retry-After instead of queueing.
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(defaultPoolLimits.max),
  DB_POOL_QUEUE: z.coerce.number().int().min(0).max(100_000).default(defaultPoolLimits.maxQueue),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(defaultPoolLimits.waitMs),
  // Mean event-loop delay over a second; 0 turns the check off.
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  // Share of the last second the event loop was busy (0–1); 0 (the default) turns it off.
  OVERLOAD_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  // New live viewers (held streams) are refused only past this many times the delay above.
  OVERLOAD_LIVE_DELAY_FACTOR: z.coerce.number().min(1).max(100).default(4),
  // Live viewers (Server-Sent-Event streams) one process holds; the next gets 503 + Retry-After.
  LIVE_MAX_VIEWERS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  // Connections the kernel queues before we accept them: a storm of viewers arrives at once.
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4_096),
  // Photos (issue 34): the largest upload, a member's daily total, and an S3-compatible store
  // instead of DATA_DIR/media when a bucket is named.
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(15 * 1024 * 1024),
  MEDIA_DAILY_MB: z.coerce.number().int().min(1).max(100_000).default(300),
  MEDIA_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  MEDIA_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  MEDIA_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  MEDIA_S3_PREFIX: z.string().default('media/'),
  // A claimed job still running after this many seconds is taken as lost with its process and
  // run again by another (every job is idempotent).
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(86_400).default(300),
  // log2 of scrypt's N. 17 is the policy; only test suites lower it, to keep them quick.
  // Lets a push subscription name a loopback http:// push service (tests' stand-in; ADR 60).
  PUSH_ALLOW_LOOPBACK: z.preprocess(emptyAsUndefined, booleanFlag.optional()).default(false),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = env.DATABASE_URL === undefined;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    // Links in emails use this, never the request's Host header (which a client controls).
    publicUrl:
      env.PUBLIC_URL ??
      `http://${['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST}:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    site: {
      profile: env.SITE_PROFILE,
      name: env.SITE_NAME,
      webVitalsSampleRate: env.WEB_VITALS_SAMPLE_RATE,
    },
    // Demo content belongs on the self-contained install, never silently on a real server.
    seedDemo: env.SEED_DEMO ?? embedded,
    rateLimitMax: env.RATE_LIMIT_MAX,
    postsPerMember: { max: env.POSTS_PER_MEMBER, windowSeconds: 10 * 60 },
    registrationLimits: registrationLimits(env.REGISTRATION_BURST, env.REGISTRATIONS_UNPROVED),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    retention: {
      outboxDays: env.RETENTION_OUTBOX_DAYS,
      webVitalsDays: env.RETENTION_WEB_VITALS_DAYS,
      expiredSessionDays: env.RETENTION_EXPIRED_SESSION_DAYS,
      notificationDays: env.RETENTION_NOTIFICATION_DAYS,
    },
    push: { allowLoopback: env.PUSH_ALLOW_LOOPBACK },
    passwordHashCost: env.PASSWORD_HASH_COST,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
            timeoutMs: env.RAZORPAY_TIMEOUT_MS,
          }
        : undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    pool: { max: env.DB_POOL_SIZE, maxQueue: env.DB_POOL_QUEUE, waitMs: env.DB_POOL_WAIT_MS },
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.OVERLOAD_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
      liveEventLoopDelayFactor: env.OVERLOAD_LIVE_DELAY_FACTOR,
    },
    live: { maxViewers: env.LIVE_MAX_VIEWERS },
    listenBacklog: env.LISTEN_BACKLOG,
    jobs: { timeoutSeconds: env.JOB_TIMEOUT_SECONDS },
    media: {
      maxBytes: env.MEDIA_MAX_BYTES,
      dailyBytes: env.MEDIA_DAILY_MB * 1024 * 1024,
      dir: path.join(dataDir, 'media'),
      s3: env.MEDIA_S3_BUCKET
        ? {
            bucket: env.MEDIA_S3_BUCKET,
            endpoint: env.MEDIA_S3_ENDPOINT,
            region: env.MEDIA_S3_REGION,
            accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
            prefix: env.MEDIA_S3_PREFIX,
          }
        : undefined,
    },
  };
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = env[name] === undefined ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid ${name}${shown}: ${issue?.message ?? 'invalid value'}`);
  }
  return toConfig(parsed.data);
}
