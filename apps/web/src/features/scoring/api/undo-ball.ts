import { apiRequest } from '../../../lib/api-client';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

/** DELETE the last ball the server holds (undo of a ball already sent; needs a connection). */
export function undoLastBall(matchId: string) {
  return apiRequest(tournamentApiPaths.lastBall(matchId), undefined, { method: 'DELETE' });
}
