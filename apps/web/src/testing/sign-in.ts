import type { SessionUser } from '@portal/contract';
import { saveSession } from '../lib/storage';
import { sessionToken } from './fixtures';

/** Stores a session as a sign-in would, before the app renders. */
export function storeSession(user: SessionUser): void {
  saveSession({ token: sessionToken, isAdmin: user.isAdmin });
}
