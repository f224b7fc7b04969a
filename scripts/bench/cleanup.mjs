// Everything the bench starts (servers, browsers, the scratch database) registers how to undo
// itself here, so a failure or Ctrl-C still stops every process and deletes the temp data.
const undoers = [];
let running;

/** Registers `undo`; the returned function runs it early (and only once). */
export function onCleanup(undo) {
  const entry = { undo, done: false };
  undoers.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await undo();
  };
}

/** Runs every registered undo, newest first; errors are reported, never stop the rest. */
export function cleanupAll() {
  running ??= (async () => {
    while (undoers.length > 0) {
      const entry = undoers.pop();
      if (entry.done) continue;
      entry.done = true;
      try {
        await entry.undo();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C or a kill: clean up, then leave with the conventional 128 + signal code. */
export function cleanUpOnSignals() {
  // A stray rejection or exception would end the process with the server and its database still
  // running: clean up first.
  for (const event of ['unhandledRejection', 'uncaughtException']) {
    process.once(event, (error) => {
      console.error(error);
      void cleanupAll().finally(() => process.exit(1));
    });
  }
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench and cleaning up…`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
}
