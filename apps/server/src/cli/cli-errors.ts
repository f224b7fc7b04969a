/** A bad argument: say which, show the usage, exit 2. */
export function usageError(message: string, usage: string): never {
  console.error(message);
  console.error(usage);
  process.exit(2);
}

/** Any failure: one line (expected ones carry their own clear message), exit 1. */
export const failWith = (command: string) => (error: unknown) => {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
