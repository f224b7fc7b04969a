import { randomUUID } from 'node:crypto';
import { urlMessages } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from './accounts';
import { eventBody } from './events';
import { useTestApp } from './test-app';

/**
 * Addresses that must never be stored: script and data URLs however they are spelt, a
 * protocol-relative or backslashed host, markup, credentials that disguise the real host.
 */
const hostileAddresses = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  '  javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'java&#x09;script:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'https://"><script>window.__pwned=1</script>',
  'https://bank.example@evil.example/',
  'https://evil.example/\u202egnp.exe',
];

const websiteMessage = 'Enter a website such as example.org';
const socialMessage = 'Enter a web address (https://…) or a handle';

interface AddressField {
  method: 'POST' | 'PUT';
  url: string;
  /** The route as the API document names it. */
  route: string;
  field: string;
  body: () => Record<string, unknown>;
  message?: string;
  safe: string;
}

const someId = randomUUID();

const fields = (
  route: string,
  url: string,
  body: () => Record<string, unknown>,
  list: [field: string, safe: string, message?: string][],
): AddressField[] => {
  const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
  return list.map(([field, safe, message]) => ({
    method,
    route: path,
    url,
    field,
    body,
    safe,
    ...(message && { message }),
  }));
};

const event = () =>
  eventBody({
    images: ['https://cdn.example.org/a.jpg'],
    sponsors: [{ name: 'Sponsor' }],
    organisers: [{ name: 'Organiser' }],
  }) as Record<string, unknown>;
const eventFields: [string, string, string?][] = [
  ['imageUrl', '/uploads/00000000-0000-0000-0000-000000000000.png'],
  ['images.0', 'https://cdn.example.org/b.jpg'],
  ['sponsors.0.website', 'example.org', websiteMessage],
  ['sponsors.0.logoUrl', '/images/logo.svg'],
  ['organisers.0.imageUrl', 'https://cdn.example.org/o.jpg'],
];
const feedPost = () => ({ title: 'News', content: 'Text' });
const feedPostFields: [string, string][] = [
  ['imageUrl', 'https://cdn.example.org/n.jpg'],
  ['link', 'https://example.org/read?x=1#more'],
];
const team = () => ({ name: 'Team', shortName: 'TM' });
const channel = () => ({ name: 'Channel', coverImageUrl: '/images/cover.svg' });

/** Every address a person can type, where they type it. */
const addressFields: AddressField[] = [
  ...fields(
    'PUT /api/admin/site-settings',
    '/api/admin/site-settings',
    () => ({
      name: null,
      tagline: null,
      profile: null,
      logoUrl: null,
      organisationName: null,
      organisationAddress: null,
      receiptTaxText: null,
    }),
    [['logoUrl', 'https://cdn.example.org/logo.png']],
  ),
  ...fields('POST /api/events', '/api/events', event, eventFields),
  ...fields('PUT /api/events/{id}', `/api/events/${someId}`, event, eventFields),
  ...fields('POST /api/channels', '/api/channels', channel, [
    ['coverImageUrl', 'https://cdn.example.org/c.jpg'],
  ]),
  ...fields('PUT /api/channels/{id}', '/api/channels/abcdef', channel, [
    ['coverImageUrl', 'https://cdn.example.org/c.jpg'],
  ]),
  ...fields('POST /api/feedposts', '/api/feedposts', feedPost, feedPostFields),
  ...fields('PUT /api/feedposts/{id}', `/api/feedposts/${someId}`, feedPost, feedPostFields),
  ...fields(
    'POST /api/members',
    '/api/members',
    () => ({
      name: 'Member',
      email: `member.${randomUUID()}@example.org`,
      phone: '9876543210',
    }),
    [['imageUrl', 'https://cdn.example.org/m.jpg']],
  ),
  ...fields('POST /api/events/{id}/teams', `/api/events/${someId}/teams`, team, [
    ['logo', '/images/team.svg'],
  ]),
  ...fields('PUT /api/teams/{id}', `/api/teams/${someId}`, team, [['logo', '/images/team.svg']]),
  // Issue 37: where to apply for an opportunity.
  ...fields(
    'POST /api/opportunities',
    '/api/opportunities',
    () => ({
      kind: 'job',
      title: 'Engineer',
      company: 'Neelgiri Works',
      location: 'Kochi',
      remote: false,
      description: 'Build things.',
    }),
    [['applyUrl', 'https://jobs.neelgiri.example/apply?role=1#form']],
  ),
];

/** The profile's picture and its social links (each network a web address or a handle). */
const profileFields = ['imageUrl', 'socialMedia'];
const socialNetworks = ['facebook', 'twitter', 'instagram', 'whatsapp', 'linkedin'];

/** The honeypot is never shown or followed: a bot's value is dropped, whatever it is. */
const notAddresses = new Set([
  'POST /api/serviceform website',
  // Who may see the social links (a level, not a link): issue 35.
  'PUT /api/profile/profile visibility.social',
]);

const addressName = /url|link|website|logo|image|cover|avatar|href|src|photo|picture|social/i;

/** Property paths of a JSON schema ('sponsors.0.website'), through unions and arrays. */
function propertyPaths(schema: unknown, prefix = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    ((node[key] as unknown[] | undefined) ?? []).flatMap((part) => propertyPaths(part, prefix)),
  );
  const own = Object.entries(
    (node.properties as Record<string, unknown> | undefined) ?? {},
  ).flatMap(([name, child]) => [`${prefix}${name}`, ...propertyPaths(child, `${prefix}${name}.`)]);
  const items = node.items ? propertyPaths(node.items, `${prefix}0.`) : [];
  return [...new Set([...nested, ...own, ...items])];
}

function withValue(body: Record<string, unknown>, path: string, value: string) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

describe('unsafe addresses', () => {
  // Hundreds of refused requests from one address: not what the rate limit is tested with.
  const ctx = useTestApp({ RATE_LIMIT_MAX: '100000' });
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
  });

  it('covers every address field of every request body in the API document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: unknown }> } }>
      >;
    }>();
    const found = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        propertyPaths(operation.requestBody?.content?.['application/json']?.schema)
          .filter((field) => addressName.test(field.split('.').at(-1)!))
          .map((field) => `${method.toUpperCase()} ${path} ${field}`),
      ),
    );
    const covered = [
      ...addressFields.map((entry) => `${entry.method} ${entry.route} ${entry.field}`),
      ...profileFields.map((field) => `PUT /api/profile/profile ${field}`),
      ...notAddresses,
    ];
    // An entry covers its parts and its container: 'images.0' covers the array 'images', and
    // 'socialMedia' covers 'socialMedia.linkedin'.
    const isCovered = (field: string) =>
      covered.some(
        (entry) =>
          entry === field || field.startsWith(`${entry}.`) || entry.startsWith(`${field}.`),
      );
    expect(found.filter((field) => !isCovered(field))).toEqual([]);
  });

  it.each(addressFields.map((entry) => [`${entry.method} ${entry.route} ${entry.field}`, entry]))(
    '%s refuses every hostile address and takes a safe one',
    async (_name, entry) => {
      const send = (value: string) =>
        ctx.app.inject({
          method: entry.method,
          url: entry.url,
          headers: admin.auth,
          payload: withValue(entry.body(), entry.field, value),
        });
      for (const value of hostileAddresses) {
        const response = await send(value);
        expect(response.statusCode, `${entry.field} = ${value}`).toBe(400);
        expect(response.json().fields?.[entry.field], value).toBe(entry.message ?? urlMessages.web);
      }
      const safe = await send(entry.safe);
      expect(safe.json().fields?.[entry.field], safe.body).toBeUndefined();
    },
  );

  it('the profile refuses hostile pictures and links', async () => {
    const profile = { name: admin.name, email: admin.email, mobile: admin.mobile };
    for (const value of hostileAddresses) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/profile',
        headers: admin.auth,
        payload: {
          ...profile,
          imageUrl: value,
          socialMedia: Object.fromEntries(socialNetworks.map((network) => [network, value])),
        },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().fields, value).toEqual({
        imageUrl: urlMessages.web,
        ...Object.fromEntries(
          socialNetworks.map((network) => [`socialMedia.${network}`, socialMessage]),
        ),
      });
    }
  });
});
