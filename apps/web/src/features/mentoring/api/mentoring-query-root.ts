import { sessionQueryRoot } from '../../../lib/current-user';

/** Mentoring's answers depend on who asks, so they go with the session. */
export const mentoringQueryRoot = [sessionQueryRoot, 'mentoring'] as const;
