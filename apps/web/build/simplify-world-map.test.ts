import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { simplifyPath } from './simplify-world-map';

/** Every point a path of `m`/`z` commands with relative lines visits, in absolute units. */
function points(path: string): [number, number][] {
  const out: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, command, body] of path.matchAll(/([mz])([^mz]*)/g)) {
    if (command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const numbers = ((body ?? '').match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number);
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      x += numbers[index] ?? 0;
      y += numbers[index + 1] ?? 0;
      if (index === 0) [startX, startY] = [x, y];
      out.push([x, y]);
    }
  }
  return out;
}

describe('the world map, drawn at a tenth of a unit', () => {
  it('rounds each point to a tenth of a unit, and leaves out those within half a unit of the last', () => {
    const path = 'm 10.04,20.06 0.01,0.01 1.2345,-0.5 z m 5,5 -1.06,0 10e-4,0 z';
    const simplified = simplifyPath(path);
    expect(simplified).toBe('m10,20.1 1.3,-0.5 z m5,5 -1,0 z');
    const kept = points(simplified);
    expect(kept[0]).toEqual([10, 20.1]);
    expect(kept.at(-1)?.map((value) => Math.round(value * 10) / 10)).toEqual([14, 25.1]);
  });

  it("shrinks the package's map to under a third, each country starting where it did", () => {
    const file = createRequire(import.meta.url).resolve('@svg-maps/world');
    const source = readFileSync(file, 'utf8');
    const map = JSON.parse(source.replace(/^export default /, '').replace(/;?\s*$/, '')) as {
      locations: { id: string; path: string }[];
    };
    let before = 0;
    let after = 0;
    for (const { path } of map.locations) {
      const simplified = simplifyPath(path);
      before += path.length;
      after += simplified.length;
      const [first = [0, 0]] = points(path);
      const [kept = [Infinity, 0]] = points(simplified);
      expect(Math.abs(first[0] - kept[0]) + Math.abs(first[1] - kept[1])).toBeLessThan(0.2);
    }
    expect(after).toBeLessThan(before / 3);
  });
});
