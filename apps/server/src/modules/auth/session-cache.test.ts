import { describe, expect, it } from 'vitest';
import type { UserRow } from './repository';
import { SessionCache, type FoundSession } from './session-cache';

const day = 86_400_000;

function found(sessionId: string, userId: string, now: number): FoundSession {
  return {
    sessionId,
    user: { id: userId, name: 'Meera Iyer', isAdmin: false } as UserRow,
    managedChannelIds: [],
    twoFactorSetupRequired: false,
    expiresAt: new Date(now + 30 * day),
    lastUsedAt: new Date(now),
  };
}

/** The in-memory half of issue #22's sessions: what is kept, for how long, and what drops it. */
describe('SessionCache', () => {
  const clock = { now: 1_800_000_000_000 };
  const make = (options: { maxEntries?: number } = {}) => {
    const cache = new SessionCache({ idleMs: 7 * day, now: () => clock.now, ...options });
    cache.setEnabled(true);
    return cache;
  };

  it('keeps a lookup for its few seconds, then asks again', () => {
    const cache = make();
    cache.set('k', found('s1', 'u1', clock.now), cache.mark());
    // 5 s on average, spread over 3.75–6.25 s so that a burst of lookups is not renewed at once.
    clock.now += 3_740;
    expect(cache.get('k')?.sessionId).toBe('s1');
    expect(cache.dueForRefresh('k')).toBe(false);
    // Due after 3.75–6.25 s, and still handed out for 10 s more while its new lookup runs.
    clock.now += 2_520;
    expect(cache.dueForRefresh('k')).toBe(true);
    expect(cache.get('k')?.sessionId).toBe('s1');
    clock.now += 10_001;
    expect(cache.get('k')).toBeUndefined();
  });

  it('never hands out a session past its expiry or idle limit, however fresh the copy', () => {
    const cache = make();
    const expiring = found('s1', 'u1', clock.now);
    expiring.expiresAt = new Date(clock.now + 1_000);
    cache.set('a', expiring, cache.mark());
    const idle = found('s2', 'u2', clock.now - 7 * day + 1_000);
    cache.set('b', idle, cache.mark());
    clock.now += 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops a session, every session of a user, or all, as notified', () => {
    const cache = make();
    cache.set('a', found('s1', 'u1', clock.now), cache.mark());
    cache.set('b', found('s2', 'u1', clock.now), cache.mark());
    cache.set('c', found('s3', 'u2', clock.now), cache.mark());
    cache.evict('session:s3');
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.evict('user:u1');
    expect(cache.size).toBe(0);
    cache.set('c', found('s3', 'u2', clock.now), cache.mark());
    cache.evict('all');
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that raced an eviction', () => {
    const cache = make();
    const mark = cache.mark();
    cache.evict('session:s1'); // the revocation lands while the lookup is in flight
    cache.set('a', found('s1', 'u1', clock.now), mark);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while it cannot hear notifications', () => {
    const cache = make();
    cache.set('a', found('s1', 'u1', clock.now), cache.mark());
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', found('s1', 'u1', clock.now), cache.mark());
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, letting the oldest go', () => {
    const cache = make({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd'])
      cache.set(key, found(key, key, clock.now), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.sessionId).toBe('d');
  });
});
