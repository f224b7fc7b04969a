import { sessionQueryRoot } from '../../../lib/current-user';

/**
 * Every members query: what a member sees depends on who asks (email and phone are shared or
 * not), so it is dropped with the session (see current-user.ts).
 */
export const membersQueryRoot = [sessionQueryRoot, 'members'] as const;
