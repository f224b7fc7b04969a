import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** DELETE the last ball the server holds (undo of a ball already sent; needs a connection). */
export function undoLastBall(matchId: string) {
  return apiRequest(apiPaths.tournament.lastBall(matchId), undefined, { method: 'DELETE' });
}
