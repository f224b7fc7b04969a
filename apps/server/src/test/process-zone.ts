import { afterEach } from 'vitest';

/**
 * Lets a test set `process.env.TZ` (Node re-reads it when assigned) to prove the server's times
 * never depend on its own zone, and puts back what the run had after each test.
 */
export function restoreProcessZoneAfterEach() {
  const processZone = process.env.TZ;
  afterEach(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });
}
