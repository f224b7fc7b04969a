import type { FastifyInstance } from 'fastify';
import { getSite } from '../site/repository';
import type { DeletionContext } from './deletion';

/** What a deletion needs from the app: its mail, its clock and the site's name. */
export function deletionContextOf(app: FastifyInstance): DeletionContext {
  const notifier = { mailer: app.mailer, publicUrl: app.config.publicUrl };
  return {
    db: app.db,
    notifier,
    mentoring: { ...notifier, now: app.clock },
    siteName: async () => (await getSite(app.db, app.config.site)).name,
    now: app.clock,
  };
}
