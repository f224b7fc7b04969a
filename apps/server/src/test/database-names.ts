import { randomBytes } from 'node:crypto';

/** Names are unique per run, so runs sharing one PostgreSQL server never collide. */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
