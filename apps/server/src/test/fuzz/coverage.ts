import type { Caller } from './recipes';

interface Row {
  routes: Set<string>;
  sent: Record<Caller, number>;
  statuses: Map<number, number>;
}

/** Requests sent per route group and caller, printed so a reader sees what the run covered. */
export class Coverage {
  private readonly rows = new Map<string, Row>();
  private readonly routes = new Map<string, number>();
  readonly started = Date.now();
  private slowest: { ms: number; request: string }[] = [];
  private answeringMs = 0;

  count(group: string, route: string, caller: Caller, status: number) {
    const row = this.rows.get(group) ?? {
      routes: new Set(),
      sent: { visitor: 0, member: 0, admin: 0 },
      statuses: new Map(),
    };
    row.routes.add(route);
    row.sent[caller] += 1;
    row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
    this.rows.set(group, row);
    const key = `${caller} ${route}`;
    this.routes.set(key, (this.routes.get(key) ?? 0) + 1);
  }

  /** How long one send (all its copies) waited for its answers. */
  timed(ms: number, caller: Caller, request: string) {
    this.answeringMs += ms;
    this.slowest.push({ ms, request: `${caller} ${request.split('\n')[0]!.slice(0, 140)}` });
    this.slowest = this.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5);
  }

  get total(): number {
    return [...this.routes.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Requests sent to one route as one caller. */
  sentTo(caller: Caller, route: string): number {
    return this.routes.get(`${caller} ${route}`) ?? 0;
  }

  table(extra: string[]): string {
    const header = ['group', 'routes', 'visitor', 'member', 'admin', 'answers (status×count)'];
    const lines = [...this.rows.entries()].map(([group, row]) => [
      group,
      String(row.routes.size),
      String(row.sent.visitor),
      String(row.sent.member),
      String(row.sent.admin),
      [...row.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...lines.map((line) => line[column]!.length)),
    );
    const format = (cells: string[]) =>
      cells
        .map((cell, column) =>
          column === 0 || column === cells.length - 1
            ? cell.padEnd(widths[column]!)
            : cell.padStart(widths[column]!),
        )
        .join('  ')
        .trimEnd();
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    return [
      `fuzz: ${this.total} requests in ${seconds} s (${(this.answeringMs / 1000).toFixed(1)} s of it waiting for answers)`,
      format(header),
      ...lines.map(format),
      ...extra,
      'slowest answers:',
      ...this.slowest.map((slow) => `  ${slow.ms.toFixed(0).padStart(5)} ms ${slow.request}`),
    ].join('\n');
  }
}
