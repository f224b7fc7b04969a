import type { BallInput } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { json } from '../../../testing/stub-fetch';
import { sendBall } from './send-ball';

// How each answer of POST /api/matches/{id}/balls steers the queue.

const ball: BallInput = {
  seq: 4,
  innings: 1,
  striker: 'राहुल द्रविड़',
  nonStriker: "Shreyas Iyer-O'Brien",
  bowler: 'જસપ્રીત બુમરાહ',
  runs: 1,
};
const logged = {
  ...ball,
  extra: null,
  wicket: null,
  over: '0.4',
  commentary: 'જસપ્રીત બુમરાહ to राहुल द्रविड़, 1 run',
  legal: true,
  freeHit: false,
  total: 1,
  score: { runs: 5, wickets: 0 },
};
const innings = {
  battingTeam: 'ALD',
  runs: 5,
  wickets: 0,
  overs: '0.4',
  allOut: false,
  batting: [],
  bowling: [],
};
const next = {
  innings: 1,
  striker: "Shreyas Iyer-O'Brien",
  nonStriker: 'राहुल द्रविड़',
  bowler: 'જસપ્રીત બુમરાહ',
  lastOverBowler: null,
  freeHit: false,
  matchOver: false,
  seq: 5,
};

let restore = () => undefined as void;
afterEach(() => restore());

/**
 * Puts a stub transport in place of the last one this test set, so the restore left at the end
 * is the real transport's (each restore brings back the transport before it: a second stub set
 * over the first would otherwise leave the first in place for every later test file).
 */
function stubTransport(transport: Parameters<typeof setApiTransport>[0]) {
  restore();
  restore = setApiTransport(transport);
}

function answer(response: () => Response) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  stubTransport(async (path, init) => {
    seen.push({ method: String(init.method), path, body: JSON.parse(String(init.body)) });
    return response();
  });
  return seen;
}

const error = (status: number, code: string) =>
  json({ error: code, message: `answer ${status}` }, { status });

describe('sendBall', () => {
  it.each([201, 200])('takes %i as the ball counted', async (status) => {
    const seen = answer(() => json({ ball: logged, innings, next, result: null }, { status }));
    expect(await sendBall('m-1', ball)).toEqual({ kind: 'accepted', accepted: logged });
    expect(seen).toEqual([{ method: 'POST', path: '/api/matches/m-1/balls', body: ball }]);
  });

  it('takes 409 as a conflict and 400 as a refusal, with the server’s message', async () => {
    answer(() => error(409, 'conflict'));
    expect(await sendBall('m-1', ball)).toEqual({ kind: 'conflict', message: 'answer 409' });
    answer(() => error(400, 'validation'));
    expect(await sendBall('m-1', ball)).toEqual({ kind: 'refused', message: 'answer 400' });
  });

  it('takes 401 and 403 as no longer allowed', async () => {
    answer(() => error(403, 'forbidden'));
    expect(await sendBall('m-1', ball)).toMatchObject({ kind: 'forbidden' });
  });

  it('takes no answer, a 503 or a 500 as "try again later"', async () => {
    stubTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendBall('m-1', ball)).toEqual({ kind: 'unreachable' });
    answer(() => error(503, 'unavailable'));
    expect(await sendBall('m-1', ball)).toEqual({ kind: 'unreachable' });
    answer(() => error(500, 'internal'));
    expect(await sendBall('m-1', ball)).toEqual({ kind: 'unreachable' });
  });
});
