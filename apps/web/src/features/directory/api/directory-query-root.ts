import { sessionQueryRoot } from '../../../lib/current-user';

/** What the directory shows depends on who asks (visibility), so it goes with the session. */
export const directoryQueryRoot = [sessionQueryRoot, 'directory'] as const;
