import 'fake-indexeddb/auto';
import type { BallInput, MatchSetup } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { drainQueue, reapplyPending, sendRetryDelay, type SendOutcome } from './drain-queue';
import { pendingStore } from './pending-store';

// The offline queue with real IndexedDB semantics (fake-indexeddb in jsdom) and a scripted server.

const [rahul, jasprit, ashwin, shreyas] = [
  'राहुल द्रविड़',
  'જસપ્રીત બુમરાહ',
  'இரவிச்சந்திரன் அஷ்வின்',
  "Shreyas Iyer-O'Brien",
];
const setup: MatchSetup = {
  format: {
    oversPerInnings: 2,
    ballsPerOver: 6,
    playersPerSide: 2,
    oversPerBowler: 1,
    freeHits: true,
  },
  team1: { shortName: 'ALD', name: 'Alder Aces', lineup: [rahul, shreyas] },
  team2: { shortName: 'BIR', name: 'Birch Blazers', lineup: [jasprit, ashwin] },
  battingFirst: 'team1',
};
const dot = (seq: number): BallInput => ({
  seq,
  innings: 1,
  striker: rahul,
  nonStriker: shreyas,
  bowler: jasprit,
  runs: 0,
});

let matchNumber = 0;
const freshStore = () => pendingStore(`match-${(matchNumber += 1)}`);

/** A server that answers each ball from a script (by seq), and records what it was sent. */
function scriptedServer(answers: Record<number, SendOutcome<string>[]> = {}) {
  const sent: number[] = [];
  const send = async (ball: BallInput): Promise<SendOutcome<string>> => {
    sent.push(ball.seq);
    return answers[ball.seq]?.shift() ?? { kind: 'accepted', accepted: `ball ${ball.seq}` };
  };
  return { sent, send };
}

describe('the pending store', () => {
  it('lists a match’s balls in seq order, whatever order they were written in', async () => {
    const store = freshStore();
    for (const seq of [3, 1, 2]) await store.add(dot(seq));
    expect((await store.list()).map((ball) => ball.seq)).toEqual([1, 2, 3]);
  });

  it('keeps each match’s balls apart, and keeps them for the next page load', async () => {
    const matchId = 'reloaded-match';
    await pendingStore(matchId).add(dot(1));
    await pendingStore('another-match').add(dot(1));
    await pendingStore(matchId).add(dot(2));
    // A new store object, as after a reload: the same IndexedDB database underneath.
    expect(await pendingStore(matchId).list()).toEqual([dot(1), dot(2)]);
  });

  it('replaces every waiting ball at once', async () => {
    const store = freshStore();
    await store.add(dot(1));
    await store.add(dot(2));
    await store.replace([dot(7)]);
    expect(await store.list()).toEqual([dot(7)]);
    await store.replace([]);
    expect(await store.list()).toEqual([]);
  });
});

describe('sending the queue', () => {
  it('sends in seq order and empties the store as the server takes each ball', async () => {
    const store = freshStore();
    for (const seq of [2, 1, 3]) await store.add(dot(seq));
    const server = scriptedServer();
    const accepted: string[] = [];
    const result = await drainQueue(store, server.send, (_, answer) => accepted.push(answer));
    expect(result).toEqual({ kind: 'done', sent: 3 });
    expect(server.sent).toEqual([1, 2, 3]);
    expect(accepted).toEqual(['ball 1', 'ball 2', 'ball 3']);
    expect(await store.list()).toEqual([]);
  });

  it('stops when the server cannot be reached, keeps the rest, and resumes at the same ball', async () => {
    const store = freshStore();
    for (const seq of [1, 2, 3]) await store.add(dot(seq));
    const server = scriptedServer({ 2: [{ kind: 'unreachable' }] });
    const first = await drainQueue(store, server.send);
    expect(first).toMatchObject({
      kind: 'stopped',
      sent: 1,
      ball: dot(2),
      outcome: { kind: 'unreachable' },
    });
    expect((await store.list()).map((ball) => ball.seq)).toEqual([2, 3]);
    const retry = await drainQueue(store, server.send);
    expect(retry).toEqual({ kind: 'done', sent: 2 });
    // Ball 2 was sent twice (its first answer was lost), ball 3 never before ball 2.
    expect(server.sent).toEqual([1, 2, 2, 3]);
  });

  it('stops at a conflict with the ball still waiting: nothing is lost or skipped', async () => {
    const store = freshStore();
    for (const seq of [1, 2]) await store.add(dot(seq));
    const conflict = { kind: 'conflict', message: 'The next ball is number 4.' } as const;
    const server = scriptedServer({ 1: [conflict] });
    const result = await drainQueue(store, server.send);
    expect(result).toEqual({ kind: 'stopped', sent: 0, ball: dot(1), outcome: conflict });
    expect(server.sent).toEqual([1]);
    expect(await store.list()).toEqual([dot(1), dot(2)]);
  });

  it('backs off 1 s, 2 s, 4 s… up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(sendRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('resolving a conflict', () => {
  it('moves the phone’s balls after the server’s log, renumbered from its next seq', () => {
    const server = [dot(1), dot(2), dot(3)];
    const mine = [dot(2), { ...dot(3), runs: 4 }];
    expect(reapplyPending(setup, server, mine)).toEqual({
      kind: 'ok',
      balls: [dot(4), { ...dot(5), runs: 4 }],
    });
  });

  it('reports the first ball the laws no longer allow after the server’s balls', () => {
    // The server's log finished the over (six dots by Jasprit): he may not bowl the next one.
    const server = [1, 2, 3, 4, 5, 6].map(dot);
    const result = reapplyPending(setup, server, [dot(5)]);
    expect(result).toMatchObject({
      kind: 'refused',
      ball: { seq: 7 },
      problem: { field: 'bowler', code: 'consecutiveOvers' },
    });
  });
});
