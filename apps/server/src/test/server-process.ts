import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it has printed so far (stdout and stderr). */
  output: () => string;
}

/**
 * Starts the real server (src/server.ts through tsx) as a child process and resolves with its base
 * URL once it listens. `env` is laid over this process's environment.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    // The load tests write hundreds of posts as one member; the limit is proven in limits.test.ts.
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      POSTS_PER_MEMBER: '100000',
      // Load tests register many people from this one address (hoarding.test.ts proves the limits).
      REGISTRATION_BURST: '100000',
      REGISTRATIONS_UNPROVED: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/** Resolves with the exit code once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
