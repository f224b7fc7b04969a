import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  negotiateLanguage,
  type Language,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getDefaultLanguage } from '../modules/site/repository';

// The language a request is answered in (DESIGN §7): the account's saved language, then the
// switcher's `lang` cookie, then Accept-Language, then the site's default. Asked for by whatever
// writes text for the reader (error messages, the first paint, files); most requests never ask.

const chosen = new WeakMap<FastifyRequest, Promise<Language>>();

/** One cookie's value from a Cookie header, without a cookie library for one name. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language chosen by the request alone (account, cookie, Accept-Language), else English: for
 * answers that must not wait on the database, such as a 503 because it is down or overloaded.
 */
export function languageWithoutDatabase(request: FastifyRequest): Language {
  return chooseLanguage({
    account: request.session?.user.language,
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The site's default, read at most once a second and after any change this process makes. */
interface KnownDefault {
  language: Promise<Language>;
  generation: number;
  readAt: number;
}
const siteDefaults = new WeakMap<FastifyInstance, KnownDefault>();
const SITE_DEFAULT_TTL_MS = 1_000;

/**
 * Issue #22: a wall's copy is chosen by language, and a reader whose browser names none of ours
 * made that choice cost a query per request (walls at a third of the other lists' rate).
 */
function siteDefaultLanguage(app: FastifyInstance): Promise<Language> {
  const generation = app.hasDecorator('publicCacheGeneration') ? app.publicCacheGeneration() : 0;
  const known = siteDefaults.get(app);
  if (known?.generation === generation && Date.now() - known.readAt < SITE_DEFAULT_TTL_MS) {
    return known.language;
  }
  const language: Promise<Language> = getDefaultLanguage(app.db).catch(() => {
    // Not kept: the next request asks again.
    if (siteDefaults.get(app)?.language === language) siteDefaults.delete(app);
    return DEFAULT_LANGUAGE;
  });
  siteDefaults.set(app, { language, generation, readAt: Date.now() });
  return language;
}

export function languageOf(app: FastifyInstance, request: FastifyRequest): Promise<Language> {
  let language = chosen.get(request);
  if (!language) {
    const account = request.session?.user.language;
    const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
    const browser = negotiateLanguage(request.headers['accept-language']);
    language =
      isLanguage(account) || isLanguage(cookie) || browser
        ? Promise.resolve(chooseLanguage({ account, cookie, acceptLanguage: browser }))
        : // The site's default only matters when nothing else chose; a database that cannot
          // answer then leaves English, never an error in place of the text being translated.
          siteDefaultLanguage(app);
    chosen.set(request, language);
  }
  return language;
}
