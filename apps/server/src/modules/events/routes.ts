import {
  apiErrorSchema,
  eventDeletedSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventMessages,
  eventSavedSchema,
  eventSchema,
  eventSearchQuerySchema,
  eventSuggestionListSchema,
  eventUpdateScopeSchema,
  NEXT_CURSOR_HEADER,
  upcomingQuerySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { textIn, withValues } from '../../i18n/server-text';
import { languageOf } from '../../plugins/request-language';
import { viewerOf } from '../channels/access';
import { eventServerMessages } from './messages';
import { eventListRule, publishedEventsRule, sameForEveryone } from './managers-copy';
import { buildCalendar } from './ics';
import * as repo from './repository';
import * as events from './service';
import { calendarEntry } from '../registrations/emails';
import { eventsWithTournament } from '../tournament/repository';
import { withTournaments } from '../tournament/service';
import { bearer } from '../../plugins/route-schemas';
import { seriesCalendar } from '../series/calendar';
import { updateFollowing } from '../series/service';

const manageErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = {
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    notifications: app.notifications,
  };
  // Paid ticket types need Razorpay's keys (issue 25).
  const paymentsEnabled = Boolean(app.config.razorpay);
  const uidDomain = new URL(app.config.publicUrl).hostname;
  // Channel owners share the visitors' copies where nothing on them is theirs (issue 22).
  const listRule = eventListRule(app);

  app.get(
    '/api/events',
    {
      config: { publicCache: { sharedWithMembers: true, sharedWithManagers: listRule } },
      schema: {
        tags: ['events'],
        summary:
          'Events overlapping [from, to), soonest first, optionally only those mentioning q in any language; next page in X-Next-Cursor',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { from, to, limit, cursor, order, q } = request.query;
      const rows = await repo.listEvents(app.db, viewerOf(request.session?.user), {
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        limit: limit + 1,
        order,
        after: cursor ? events.decodeCursor(cursor) : undefined,
        search: q,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      if (rows.length > limit && last) reply.header(NEXT_CURSOR_HEADER, events.encodeCursor(last));
      return withTournaments(
        app.db,
        page.map((row) => events.toEvent(row)),
      );
    },
  );

  app.get(
    '/api/events/search',
    {
      config: { publicCache: { sharedWithMembers: true, sharedWithManagers: sameForEveryone } },
      schema: {
        tags: ['events'],
        summary:
          'Published events whose title, description, venue or tags (any language) contain q: those not over first, a series once',
        querystring: eventSearchQuerySchema,
        response: { 200: eventSuggestionListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      if (!q) return [];
      const rows = await repo.suggestEvents(app.db, q, limit);
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        date: row.startsAt.toISOString(),
        timeZone: row.timeZone,
        location: row.venueName,
        translations: row.translations,
      }));
    },
  );

  app.get(
    '/api/events/upcoming',
    {
      config: { publicCache: { sharedWithMembers: true, sharedWithManagers: publishedEventsRule } },
      schema: {
        tags: ['events'],
        summary: 'Published events that have not ended, soonest first',
        querystring: upcomingQuerySchema,
        response: { 200: eventListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await repo.listEvents(app.db, viewerOf(request.session?.user), {
        from: new Date(),
        limit: request.query.limit,
        order: 'asc',
        publishedOnly: true,
      });
      return withTournaments(
        app.db,
        rows.map((row) => events.toEvent(row)),
      );
    },
  );

  app.get(
    '/api/events/managed',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'Events the caller manages, drafts included, newest first',
        security: bearer,
        response: { 200: eventListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await repo.listEvents(app.db, viewerOf(request.session?.user), {
        limit: 500,
        order: 'desc',
        managedOnly: true,
      });
      const managed = rows.map((row) => events.toEvent(row));
      const withTournament = await eventsWithTournament(
        app.db,
        managed.map((event) => event.id),
      );
      return managed.map((event) => ({ ...event, hasTournament: withTournament.has(event.id) }));
    },
  );

  app.get(
    '/api/events.ics',
    {
      // By language: the calendar's name, and the events' own versions in the reader's language.
      config: { publicCache: { byLanguage: true, sharedWithMembers: true } },
      schema: {
        tags: ['events'],
        summary: 'Subscribable iCalendar feed of published events',
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      // The last 90 days and everything ahead: a feed stays small however long the site runs.
      const rows = await repo.listEvents(app.db, viewerOf(null), {
        from: new Date(Date.now() - 90 * 86_400_000),
        limit: 1000,
        order: 'asc',
        publishedOnly: true,
      });
      const site = app.config.site.name ?? 'Community Portal';
      const language = await languageOf(app, request);
      reply.type('text/calendar; charset=utf-8');
      return buildCalendar(
        rows.map(({ event }) => calendarEntry(event, app.config.publicUrl, language)),
        {
          name: textIn(language, withValues(eventServerMessages.calendarName, { site })),
          uidDomain,
        },
      );
    },
  );

  app.get(
    '/api/events/:id',
    {
      config: { publicCache: { sharedWithMembers: true, sharedWithManagers: publishedEventsRule } },
      schema: {
        tags: ['events'],
        summary: 'One event (drafts only for their managers)',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await events.getEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      const [withTeams] = await withTournaments(app.db, [event]);
      return withTeams!;
    },
  );

  app.get(
    '/api/events/:id/ics',
    {
      config: { publicCache: { byLanguage: true, sharedWithMembers: true } },
      schema: {
        tags: ['events'],
        summary: 'One event as an iCalendar file (Add to calendar)',
        params: eventIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('text/calendar'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { event } = await events.findVisibleEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      const language = await languageOf(app, request);
      const entry = calendarEntry(event, app.config.publicUrl, language);
      // A date of a series adds the whole series, its rule and exceptions (ADR 40).
      const entries = (event.seriesId &&
        (await seriesCalendar(app.db, event.seriesId, app.config.publicUrl, language))) || [entry];
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="event.ics"')
        .send(buildCalendar(entries, { name: entry.title, uidDomain }));
    },
  );

  app.post(
    '/api/events',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'Create an event (site admin, or an admin of its channel)',
        security: bearer,
        body: eventInputSchema,
        response: { 201: eventSavedSchema, ...manageErrors },
      },
    },
    async (request, reply) => {
      const event = await events.createEvent(
        app.db,
        viewerOf(request.session?.user),
        request.body,
        paymentsEnabled,
      );
      reply.code(201);
      return translated(app, request, { ...event, message: eventMessages.created });
    },
  );

  app.put(
    '/api/events/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary:
          'Replace an event (its managers); with scope=following, this date of a series and every later one',
        security: bearer,
        params: eventIdParamsSchema,
        querystring: eventUpdateScopeSchema,
        body: eventInputSchema,
        response: { 200: eventSavedSchema, ...manageErrors },
      },
    },
    async (request) => {
      const update = request.query.scope === 'following' ? updateFollowing : events.updateEvent;
      const event = await update(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body,
        notifier,
        paymentsEnabled,
      );
      return translated(app, request, { ...event, message: eventMessages.updated });
    },
  );

  app.delete(
    '/api/events/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'Delete an event and its registrations (its managers)',
        security: bearer,
        params: eventIdParamsSchema,
        response: { 200: eventDeletedSchema, ...manageErrors },
      },
    },
    async (request) => {
      await events.deleteEvent(app.db, viewerOf(request.session?.user), request.params.id);
      return translated(app, request, { message: eventMessages.deleted });
    },
  );
};
