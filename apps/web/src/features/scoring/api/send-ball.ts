import { ballAcceptedSchema, type BallInput, type LoggedBall } from '@portal/contract';
import { ApiError, apiRequest, getErrorMessage } from '../../../lib/api-client';
import type { SendOutcome } from '../queue/drain-queue';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

/** POST one ball; the answer sorted into what the queue does next (never throws). */
export async function sendBall(matchId: string, ball: BallInput): Promise<SendOutcome<LoggedBall>> {
  try {
    const accepted = await apiRequest(tournamentApiPaths.balls(matchId), ballAcceptedSchema, {
      method: 'POST',
      body: ball,
    });
    return { kind: 'accepted', accepted: accepted.ball };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const message = getErrorMessage(error);
    if (status === 409) return { kind: 'conflict', message };
    if (status === 401 || status === 403) return { kind: 'forbidden', message };
    if (status >= 400 && status < 500) return { kind: 'refused', message };
    return { kind: 'unreachable' };
  }
}
