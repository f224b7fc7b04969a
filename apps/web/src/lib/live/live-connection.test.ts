import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live-connection';
import { parseSse } from './sse-stream';

describe('reconnecting to the live feed', () => {
  it('doubles the wait from a second up to thirty, each drawn from its upper half', () => {
    const low = () => 0;
    // Math.random stays below 1: the bound itself is the ceiling.
    const high = () => 1;
    expect(reconnectDelay(0, 0, low)).toBe(500);
    expect(reconnectDelay(0, 0, high)).toBe(1_000);
    expect(reconnectDelay(3, 0, low)).toBe(4_000);
    expect(reconnectDelay(3, 0, high)).toBe(8_000);
    expect(reconnectDelay(20, 0, high)).toBe(30_000);
  });

  it("spreads viewers out: a thousand waits after a restart are not one moment's", () => {
    const waits = Array.from({ length: 1_000 }, () => Math.round(reconnectDelay(2)));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(4_000);
    expect(new Set(waits).size).toBeGreaterThan(500);
  });

  it("waits at least a refusal's Retry-After, spread over up to twice it", () => {
    expect(reconnectDelay(0, 5_000, () => 0)).toBe(5_000);
    expect(reconnectDelay(0, 5_000, () => 0.5)).toBe(7_500);
  });
});

describe('reading Server-Sent Events', () => {
  it('splits whole messages, with id, event and data, and keeps a partial one for later', () => {
    const { messages, rest } = parseSse(
      'retry: 2000\n\n: ping\n\nid: e.1\nevent: state\ndata: {"a":1}\n\nid: e.2\nevent: cha',
    );
    expect(messages).toEqual([{ id: 'e.1', event: 'state', data: '{"a":1}' }]);
    expect(rest).toBe('id: e.2\nevent: cha');
    expect(parseSse(`${rest}nge\ndata: x\r\n\r\n`).messages).toEqual([
      { id: 'e.2', event: 'change', data: 'x' },
    ]);
  });
});
