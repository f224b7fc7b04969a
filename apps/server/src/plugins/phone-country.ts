import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getDefaultCountry } from '../modules/site/repository';

/**
 * A preValidation hook for routes whose body holds a phone number: when the body names no country
 * for numbers written without a country code, it gets the site's default (DESIGN §5.22) before
 * the contract's schema reads the number, so "98250 12345" means what the site's people mean.
 * `field` is the body's country field: `country`, or `phoneCountry` where `country` is an address.
 */
export function withSiteCountry(app: FastifyInstance, field: 'country' | 'phoneCountry') {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    if (fields[field] === undefined || fields[field] === null || fields[field] === '')
      fields[field] = await getDefaultCountry(app.db);
  };
}
