// Starts the bare hello-world in a child process and loads it like the portal's endpoints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { measure } from './load.mjs';
import { stopChild, waitFor } from './processes.mjs';

export async function measureCeiling() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = onCleanup(() => stopChild(child));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  try {
    const url = await waitFor(() => /listening at (\S+)/.exec(output)?.[1], {
      timeoutMs: 30_000,
      what: 'the hello-world server',
    });
    return await measure(url);
  } finally {
    await stop();
  }
}
