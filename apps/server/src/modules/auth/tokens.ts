import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what the client holds. Only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest();
