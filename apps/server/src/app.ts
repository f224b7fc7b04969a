import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { logEachRequestOnce, requestForLog, serverLogger, type LogDestination } from './logging';
import type { AvailabilityStatus } from './db/availability';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { authenticatePlugin } from './modules/auth/authenticate';
import { authRoutes } from './modules/auth/routes';
import { securityRoutes } from './modules/security/routes';
import { channelRoutes } from './modules/channels/routes';
import { channelMembershipRoutes } from './modules/channels/membership-routes';
import { directoryRoutes } from './modules/directory/routes';
import { donationRoutes } from './modules/donations/routes';
import { eventRoutes } from './modules/events/routes';
import { seriesRoutes } from './modules/series/routes';
import { feedPostRoutes } from './modules/feed-posts/routes';
import { memberRoutes } from './modules/members/routes';
import { postRoutes } from './modules/posts/routes';
import { registrationRoutes } from './modules/registrations/routes';
import { ticketPaymentRoutes } from './modules/tickets/routes';
import { ticketRefundRoutes } from './modules/tickets/refund-routes';
import { promoCodeRoutes } from './modules/promo-codes/routes';
import { LiveHub } from './modules/tournament/live';
import { LiveFeeds } from './modules/tournament/live-feed';
import { tournamentRoutes } from './modules/tournament/routes';
import { healthRoutes } from './modules/health/routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { emailChoiceRoutes } from './modules/email-choices/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { defineMailDelivery } from './modules/mail/delivery';
import { JobQueue } from './modules/jobs/queue';
import { jobRoutes } from './modules/jobs/routes';
import { joiningRoutes } from './modules/joining/routes';
import { opportunityRoutes } from './modules/opportunities/routes';
import { unsubscribeRoutes } from './modules/unsubscribe/routes';
import { mediaRoutes } from './modules/media/routes';
import { linkPreviewRoutes } from './modules/link-previews/routes';
import { yourDataRoutes } from './modules/your-data/routes';
import { mentoringRoutes } from './modules/mentoring/routes';
import { NotificationCentre } from './modules/notifications/centre';
import { followRoutes } from './modules/notifications/follow-routes';
import { defineMatchFollowers } from './modules/notifications/follows';
import { notificationRoutes } from './modules/notifications/routes';
import { createMediaContext, type MediaContext } from './modules/media/service';
import { defineScheduledWork } from './modules/jobs/scheduled-work';
import { profileRoutes } from './modules/profile/routes';
import { siteRoutes } from './modules/site/routes';
import { supportRoutes } from './modules/support/routes';
import { webVitalsRoutes } from './modules/web-vitals/routes';
import { apiDocsPlugin } from './plugins/api-docs';
import { errorsPlugin } from './plugins/errors';
import { nulGuardPlugin } from './plugins/nul-guard';
import { overloadPlugin } from './plugins/overload';
import { publicCachePlugin } from './plugins/public-cache';
import { ownCopiesPlugin } from './plugins/own-copies';
import { securityHeadersPlugin, securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mailer: Mailer;
    /** Durable later work (ADR 45): send in the request's transaction; the server runs it. */
    jobs: JobQueue;
    /** The bell and web push (issue 40, ADR 60): notify in the transaction of what happened. */
    notifications: NotificationCentre;
    /** The photo pipeline and its store (ADR 46), shared by uploads and profile pictures. */
    media: MediaContext;
    liveHub: LiveHub;
    liveFeeds: LiveFeeds;
    /** The pool behind `db` when the app was given one (health tells a busy pool from a dead one). */
    dbPool: pg.Pool | undefined;
    /** What the availability watch knows, when one runs (the server; not most tests). */
    databaseStatus: (() => AvailabilityStatus) | undefined;
    /** The time: the real one, or the tests' (mentoring's reminders and expiry are tested by it). */
    clock: () => Date;
  }
}

export { requestForLog };

export interface AppDependencies {
  config: Config;
  db: Database;
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Where the server's own logger writes (standard output unless a test says otherwise). */
  logDestination?: LogDestination;
  /** The pool behind `db`, for LISTEN (live match updates); without it updates stay in-process. */
  pool?: pg.Pool;
  /** Whether the database is up, and if not why, from the availability watch. */
  databaseStatus?: () => AvailabilityStatus;
  /** The time for work measured in days (mentoring's reminders and expiry); tests set it. */
  clock?: () => Date;
}

/** Assembles the app (plugins, then modules) without listening, so tests can inject into it. */
export async function buildApp({
  config,
  db,
  webDistDir,
  logger,
  logDestination,
  pool,
  databaseStatus,
  clock = () => new Date(),
}: AppDependencies) {
  const logs =
    logger === undefined
      ? serverLogger(config.logLevel, logDestination)
      : { logger, humanLines: false };
  const app = Fastify({
    logger: logs.logger,
    logController: new LogController({ disableRequestLogging: logs.humanLines }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that sends its request slowly (or stalls mid-body) is cut off instead of holding
    // a connection forever; the longest honest upload takes seconds.
    requestTimeout: 120_000,
    // Our own id per request; a client cannot choose what appears in our logs.
    genReqId: () => randomUUID(),
    // An unsubscribe token is one path parameter (/u/{token}, ADR 58), longer than the default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  if (logs.humanLines) logEachRequestOnce(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const jobs = new JobQueue(db, pool, app.log, config.jobs);
  app.decorate('jobs', jobs);
  app.decorate('media', createMediaContext(db, config.media, app.log));
  const { smtpUrl, from } = config.mail;
  app.decorate(
    'mailer',
    createMailer(smtpUrl ? jobs : undefined, app.log, { publicUrl: config.publicUrl, from }),
  );
  const closeSmtp = smtpUrl
    ? defineMailDelivery(db, jobs, { smtpUrl, from, log: app.log })
    : undefined;
  const notifications = new NotificationCentre(
    db,
    jobs,
    {
      publicUrl: config.publicUrl,
      mailFrom: config.mail.from,
      allowLoopback: config.push.allowLoopback,
    },
    app.log,
  );
  app.decorate('notifications', notifications);
  defineMatchFollowers(db, jobs, notifications);
  defineScheduledWork(
    db,
    jobs,
    { mailer: app.mailer, publicUrl: config.publicUrl, notifications },
    { settings: config.retention, clock },
  );
  // Jobs running when the app closes finish before their SMTP connection goes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    closeSmtp?.();
  });
  const liveHub = new LiveHub(pool, app.log);
  app.decorate('liveHub', liveHub);
  const liveFeeds = new LiveFeeds(db, liveHub, app.log, config.live);
  app.decorate('liveFeeds', liveFeeds);
  app.decorate('dbPool', pool);
  app.decorate('databaseStatus', databaseStatus);
  app.decorate('clock', clock);
  // Viewers' streams end first, so closing does not wait on connections that never end.
  app.addHook('preClose', async () => liveFeeds.stop());
  app.addHook('onClose', async () => liveHub.stop());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin, { retryAfterSeconds: config.overload.retryAfterSeconds });
  await app.register(securityHeadersPlugin);
  // Before everything else but the headers, so a shed request costs next to nothing.
  await app.register(overloadPlugin, config.overload);
  await app.register(nulGuardPlugin);
  await app.register(securityPlugin, {
    rateLimitMax: config.rateLimitMax,
    redisUrl: config.redisUrl,
  });
  await app.register(publicCachePlugin, {});
  await app.register(apiDocsPlugin);
  await app.register(authenticatePlugin);
  await app.register(ownCopiesPlugin);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  await app.register(auditRoutes);
  await app.register(eventRoutes);
  await app.register(seriesRoutes);
  await app.register(registrationRoutes);
  await app.register(channelRoutes);
  await app.register(channelMembershipRoutes);
  await app.register(postRoutes);
  await app.register(feedPostRoutes);
  await app.register(memberRoutes);
  await app.register(directoryRoutes);
  await app.register(joiningRoutes);
  await app.register(opportunityRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(emailChoiceRoutes);
  await app.register(privacyRoutes);
  await app.register(mentoringRoutes);
  await app.register(yourDataRoutes);
  await app.register(notificationRoutes);
  await app.register(followRoutes);
  await app.register(donationRoutes);
  await app.register(ticketPaymentRoutes);
  await app.register(ticketRefundRoutes);
  await app.register(promoCodeRoutes);
  await app.register(supportRoutes);
  await app.register(tournamentRoutes);
  await app.register(webVitalsRoutes);
  await app.register(jobRoutes);
  await app.register(mediaRoutes);
  await app.register(linkPreviewRoutes);

  await app.register(spaPlugin, { webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
