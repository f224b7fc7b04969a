import { sessionQueryRoot } from '../../../lib/current-user';

/** Opportunities depend on who asks (one's own posts, the admin queue): they go with the session. */
export const opportunityQueryRoot = [sessionQueryRoot, 'opportunities'] as const;
