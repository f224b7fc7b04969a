import {
  AUDIT_CSV_MAX,
  auditPageSchema,
  auditQuerySchema,
  type AuditPage,
  type AuditQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { auditCsv } from './csv';
import { listAudit, toAuditEntry } from './repository';

const errors = errorResponses(400, 401, 403);

export async function auditPage(db: Database, query: AuditQuery): Promise<AuditPage> {
  const { cursor, limit, ...filters } = query;
  const rows = await listAudit(
    db,
    filters,
    cursor ? decodeTimeCursor(cursor) : undefined,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toAuditEntry),
    nextCursor: rows.length > limit && last ? encodeTimeCursor(last.at, last.id) : null,
  };
}

/**
 * The audit trail for site admins (issue 38, ADR 56): read only. No route here or anywhere
 * changes or removes a row; the table refuses it too.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor is 401 and anyone but a site admin 403 before the query is read.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What admins and managers did to others’ data and money, newest first; filter by actor (id or name), action, from (inclusive) and to (exclusive)',
        security: bearer,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return auditPage(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/audit.csv',
    {
      schema: {
        tags: ['admin'],
        summary: `The audit trail as CSV for the same filters, newest first (at most ${AUDIT_CSV_MAX} rows)`,
        security: bearer,
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { cursor: _cursor, limit: _limit, ...filters } = request.query;
      const rows = await listAudit(app.db, filters, undefined, AUDIT_CSV_MAX);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(auditCsv(rows.map(toAuditEntry), await languageOf(app, request)));
    },
  );
};
