import type { Caller } from './recipes';

interface Row {
  routes: Set<string>;
  sent: Record<Caller, number>;
  accepted: number;
  refused: number;
}

/** Requests sent per route group and caller, printed so a reader sees what the run covered. */
export class Coverage {
  private readonly rows = new Map<string, Row>();
  private readonly routes = new Map<string, number>();
  readonly started = Date.now();
  private slowest: { ms: number; status: number; request: string }[] = [];
  private answeringMs = 0;

  count(group: string, route: string, caller: Caller, status: number, ms: number, request: string) {
    this.answeringMs += ms;
    this.slowest.push({
      ms,
      status,
      request: `${caller} ${request.split('\n')[0]!.slice(0, 160)}`,
    });
    this.slowest = this.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5);
    const row = this.rows.get(group) ?? {
      routes: new Set(),
      sent: { visitor: 0, member: 0, admin: 0 },
      accepted: 0,
      refused: 0,
    };
    row.routes.add(route);
    row.sent[caller] += 1;
    if (status >= 400) row.refused += 1;
    else row.accepted += 1;
    this.rows.set(group, row);
    const key = `${caller} ${route}`;
    this.routes.set(key, (this.routes.get(key) ?? 0) + 1);
  }

  get total(): number {
    return [...this.routes.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Requests sent to one route as one caller. */
  sentTo(caller: Caller, route: string): number {
    return this.routes.get(`${caller} ${route}`) ?? 0;
  }

  table(extra: string[]): string {
    const header = ['group', 'routes', 'visitor', 'member', 'admin', '2xx/3xx', '4xx'];
    const lines = [...this.rows.entries()].map(([group, row]) => [
      group,
      String(row.routes.size),
      String(row.sent.visitor),
      String(row.sent.member),
      String(row.sent.admin),
      String(row.accepted),
      String(row.refused),
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...lines.map((line) => line[column]!.length)),
    );
    const format = (cells: string[]) =>
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  ');
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    return [
      `fuzz: ${this.total} requests in ${seconds} s (${(this.answeringMs / 1000).toFixed(1)} s of it waiting for answers)`,
      format(header),
      ...lines.map(format),
      ...extra,
      'slowest answers:',
      ...this.slowest.map(
        (slow) => `  ${slow.ms.toFixed(0).padStart(5)} ms ${slow.status} ${slow.request}`,
      ),
    ].join('\n');
  }
}
