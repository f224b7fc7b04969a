import { randomInt } from 'node:crypto';
import { REGISTRATION_PROOF_HEADER, type RegistrationChallenge } from '@portal/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { counterMaxFor } from './proof';

// Issue 21 §4: a script cannot hoard an event's places. The production limits (ADR 33), counted
// in PostgreSQL and, where the machine has Redis (CI sets TEST_REDIS_URL), in Redis; each test
// from its own made-up address, so runs sharing one Redis never meet.
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'PostgreSQL', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
];

const someAddress = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

// Real people, several scripts and countries: what a family registering together looks like.
const family = [
  { firstName: 'अनन्या', lastName: 'शर्मा', phone: '+91 98200 12345' },
  { firstName: 'Siobhán', lastName: "O'Connor-Patel", phone: '+44 7911 123456' },
  { firstName: 'தமிழ்', lastName: 'செல்வன்', phone: '+65 8123 4567' },
  { firstName: 'ધ્રુવ', lastName: 'પટેલ', phone: '+1 416 555 0134' },
  { firstName: 'Mariam', lastName: 'Al-Mansoori', phone: '+971 50 123 4567' },
];

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe.each(stores)('a script cannot hoard places (issue 21 §4), counted in $name', ({ env }) => {
  const ctx = useTestApp({ ...env, REGISTRATION_BURST: '5', REGISTRATIONS_UNPROVED: '5' });
  let admin: Record<string, string>;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  function register(
    eventId: string,
    address: string,
    proof?: string,
    body = registrationBody({ country: 'IN' }),
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/registration/${eventId}`,
      remoteAddress: address,
      headers: proof ? { [REGISTRATION_PROOF_HEADER]: proof } : {},
      payload: body,
    });
  }

  async function challenge(address: string): Promise<RegistrationChallenge> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/registration/challenge',
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  }

  /** What the registration form does: solve the challenge and send the proof with the form. */
  async function proofFor(address: string): Promise<string> {
    const given = await challenge(address);
    const solution = await solveChallenge({ challenge: given as Challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge: given, solution })).toString('base64');
  }

  it('lets a burst of 200 sent at once from one address take only a handful of 50 places', async () => {
    const event = await createEvent(ctx.app, admin, { capacity: 50 });
    const address = someAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => register(event._id, address)),
    );
    const codes = statuses(answers);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(195);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Many registrations have come from your network/);

    const seen = await ctx.app.inject({ method: 'GET', url: `/api/events/${event._id}` });
    expect(seen.json().seatsTaken).toBe(5);
  });

  it('lets a family register together without a proof, as a client written to the spec does', async () => {
    const event = await createEvent(ctx.app, admin);
    const address = someAddress();
    for (const person of family) {
      const answer = await register(
        event._id,
        address,
        undefined,
        registrationBody({ ...person, country: 'IN' }),
      );
      expect(answer.statusCode, answer.body).toBe(201);
    }
    // The sixth, for another event: past the handful, the spec client is asked to wait.
    const other = await createEvent(ctx.app, admin);
    const sixth = await register(other._id, address);
    expect(sixth.statusCode).toBe(429);
  });

  it('lets an address with proofs go past the handful, still paced in bursts', async () => {
    const address = someAddress();
    const first = await createEvent(ctx.app, admin);
    const answers = [];
    // Six phones on a venue's Wi-Fi, one after another, each with the proof its form solved.
    for (let person = 0; person < 6; person += 1)
      answers.push(await register(first._id, address, await proofFor(address)));
    // Five within ten seconds for one event; the sixth is asked to wait seconds, not minutes.
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(answers[5]!.headers['retry-after'])).toBeLessThanOrEqual(10);
    // Past the spec client's handful of five, proofs keep this address registering.
    const second = await createEvent(ctx.app, admin);
    for (let person = 0; person < 3; person += 1)
      expect((await register(second._id, address, await proofFor(address))).statusCode).toBe(201);
  });

  it('spends a proof once and refuses a forged or tampered one', async () => {
    const address = someAddress();
    const event = await createEvent(ctx.app, admin);
    const proof = await proofFor(address);
    expect((await register(event._id, address, proof)).statusCode).toBe(201);
    const again = await register(event._id, address, proof);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'proof_invalid' });

    const fresh = JSON.parse(Buffer.from(await proofFor(address), 'base64').toString());
    fresh.challenge.parameters.keyPrefix = '00';
    const tampered = Buffer.from(JSON.stringify(fresh)).toString('base64');
    expect((await register(event._id, address, tampered)).statusCode).toBe(400);
    expect((await register(event._id, address, 'not base64 json')).statusCode).toBe(400);
  });

  it('makes the challenges harder the more one address asks for', async () => {
    const address = someAddress();
    const given: RegistrationChallenge[] = [];
    for (let asked = 0; asked < 40; asked += 1) given.push(await challenge(address));
    const work = async (one: RegistrationChallenge) =>
      (await solveChallenge({ challenge: one as Challenge, deriveKey }))!.counter;
    // The counter to find is drawn from [max/2, max) of the range for the address's count.
    expect(await work(given[0]!)).toBeLessThan(counterMaxFor(1));
    expect(await work(given[39]!)).toBeGreaterThanOrEqual(counterMaxFor(40) / 2);
    expect(counterMaxFor(40)).toBe(counterMaxFor(1) * 2 ** 4);
    expect(counterMaxFor(1_000_000)).toBe(5_000_000);
  });
});
