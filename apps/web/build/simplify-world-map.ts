// Vite plugin: @svg-maps/world draws each country to a thousandth of a unit of its 1010-unit-wide
// view box, 1.2 MB (400 KB gzipped) for a map the directory shows at most 1,400 px wide. Its
// paths are only relative moves and lines (`m x,y dx,dy … z`), so they are rewritten with points
// rounded to a tenth of a unit, leaving out each point within half a unit of the last one kept
// (under half a pixel on screen). Deltas between rounded points are exact, so nothing drifts.
import type { Plugin } from 'vite';

const moduleId = /[\\/]@svg-maps[\\/]world[\\/]index\.js$/;

const tenth = (value: number) => Math.round(value * 10);
/** Half a unit, squared, in tenths. */
const closeEnough = 5 * 5;
const units = (tenths: number) => String(tenths / 10);

/** One path of `m`/`z` commands with implicit relative lines, rewritten at a tenth of a unit. */
export function simplifyPath(path: string): string {
  const out: string[] = [];
  // The pen, exact and rounded (tenths), and where the subpath began (a `z` returns there).
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastX = 0;
  let lastY = 0;
  for (const [, command, body] of path.matchAll(/([mMzZ])([^mMzZ]*)/g)) {
    if (command === 'z' || command === 'Z') {
      out.push('z');
      x = startX;
      y = startY;
      lastX = tenth(x);
      lastY = tenth(y);
      continue;
    }
    const numbers = ((body ?? '').match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number);
    const relative = command === 'm';
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const [dx = 0, dy = 0] = [numbers[index], numbers[index + 1]];
      x = relative || index > 0 ? x + dx : dx;
      y = relative || index > 0 ? y + dy : dy;
      const [px, py] = [tenth(x), tenth(y)];
      if (index === 0) {
        // The move: relative to where the last rounded point was.
        out.push(`m${units(px - lastX)},${units(py - lastY)}`);
        startX = x;
        startY = y;
      } else if ((px - lastX) ** 2 + (py - lastY) ** 2 >= closeEnough) {
        out.push(`${units(px - lastX)},${units(py - lastY)}`);
      } else {
        continue;
      }
      lastX = px;
      lastY = py;
    }
  }
  return out.join(' ');
}

export function simplifyWorldMap(): Plugin {
  return {
    name: 'portal:simplify-world-map',
    transform(code, id) {
      if (!moduleId.test(id)) return undefined;
      const json = code.replace(/^export default /, '').replace(/;?\s*$/, '');
      const map = JSON.parse(json) as { locations: { path: string }[] };
      for (const location of map.locations) location.path = simplifyPath(location.path);
      return { code: `export default ${JSON.stringify(map)};`, map: null };
    },
  };
}
