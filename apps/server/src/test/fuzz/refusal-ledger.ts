import type { Database } from '../../db/client';
import {
  changedTables,
  databaseFingerprint,
  volatileTables,
  type Fingerprint,
} from '../database-fingerprint';

interface Entry {
  description: string;
  status: number;
  changesData: boolean;
}

/**
 * Proves that refused requests change nothing, in batches: a fingerprint of the database before
 * and after each batch must match whenever every data-changing request in it was refused (4xx).
 * A batch with an accepted write proves nothing and only moves the baseline on.
 */
export class RefusalLedger {
  private baseline: Fingerprint | undefined;
  private batch: Entry[] = [];
  readonly violations: string[] = [];
  /** Refused requests whose batch was fingerprinted unchanged. */
  verified = 0;
  /** Refused requests that shared a batch with an accepted one. */
  unverified = 0;
  /** Time spent fingerprinting, in milliseconds. */
  spentMs = 0;

  /**
   * `backgroundIdle` runs the jobs accepted requests queued for after their answer (a reset
   * link's email): a change it makes later belongs to the request that was accepted, not to a
   * batch of refusals.
   */
  constructor(
    private readonly db: Database,
    private readonly batchSize: number,
    private readonly backgroundIdle: () => Promise<void> = async () => {},
  ) {}

  /** Call before each request: the first of a batch takes the baseline. */
  async before(): Promise<void> {
    if (!this.baseline) this.baseline = await this.fingerprint();
  }

  private async fingerprint(): Promise<Fingerprint> {
    const started = performance.now();
    await this.backgroundIdle();
    const fingerprint = await databaseFingerprint(this.db, volatileTables);
    this.spentMs += performance.now() - started;
    return fingerprint;
  }

  /** Reads (GET) ride along: they must not change data either, refused or not. */
  record(description: string, status: number, changesData: boolean): void {
    this.batch.push({ description, status, changesData });
  }

  /**
   * Call once a recipe's answers are all recorded and any accepted write undone: a batch closes
   * only between recipes, so the copies of one recipe sent at once (one accepted, the others
   * refused) never land in different batches, and the next baseline is taken after the undo.
   */
  async recipeDone(): Promise<void> {
    if (this.batch.length >= this.batchSize) await this.settle();
  }

  /** Closes the current batch: compares fingerprints if everything in it was refused. */
  async settle(): Promise<void> {
    if (this.batch.length === 0 || !this.baseline) return;
    const after = await this.fingerprint();
    const writes = this.batch.filter((entry) => entry.changesData);
    const refused = writes.filter((entry) => entry.status >= 400).length;
    if (refused === writes.length) {
      const changed = changedTables(this.baseline, after);
      if (changed.length > 0)
        this.violations.push(
          `refused requests changed ${changed.join(', ')}; the batch was:\n` +
            this.batch.map((entry) => `→ ${entry.status} ${entry.description}`).join('\n'),
        );
      else this.verified += refused;
    } else this.unverified += refused;
    this.baseline = after;
    this.batch = [];
  }
}
