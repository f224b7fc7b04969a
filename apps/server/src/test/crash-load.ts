/** One write sent during the crash run and what came back (`lost`: the connection died first). */
export interface WriteOutcome<Kind extends string> {
  kind: Kind;
  index: number;
  status: number | 'lost';
  body: unknown;
}

export interface CrashLoadOptions<Kind extends string> {
  writes: { kind: Kind; send: () => Promise<Response> }[];
  concurrency: number;
  /** The kill lands the moment this many writes have been answered 2xx. */
  killAfter: number;
  kill: () => void;
}

/**
 * Sends the writes `concurrency` at a time and calls `kill` as soon as `killAfter` of them have
 * succeeded, while the others are still in flight; nothing new is sent after that. The kill point
 * depends on a count of answers, not on timing, so it always lands mid-load.
 */
export async function runUntilKilled<Kind extends string>(options: CrashLoadOptions<Kind>) {
  const { writes, concurrency, killAfter, kill } = options;
  const outcomes: WriteOutcome<Kind>[] = [];
  let next = 0;
  let succeeded = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;

  async function sendOne(index: number) {
    const write = writes[index]!;
    inFlight += 1;
    try {
      const response = await write.send();
      const body: unknown = await response.json().catch(() => null);
      outcomes.push({ kind: write.kind, index, status: response.status, body });
      if (response.ok && ++succeeded === killAfter) {
        inFlightAtKill = inFlight - 1;
        kill();
      }
    } catch {
      outcomes.push({ kind: write.kind, index, status: 'lost', body: null });
    } finally {
      inFlight -= 1;
    }
  }

  async function worker() {
    while (inFlightAtKill < 0 && next < writes.length) await sendOne(next++);
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, inFlightAtKill, succeeded };
}
