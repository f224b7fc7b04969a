import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work a request starts but does not wait for: what would otherwise make its answer slower for
 * some inputs than others (a password reset for an account that exists looked it up, made a
 * token and queued an email; one for an unknown identifier did not). Durable effects still go
 * through the outbox; a task lost to a crash is one the person asks for again.
 */
export interface Background {
  /** Starts `task` after the current request's own work; its failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (closing the app; tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      // setImmediate: the task begins after the handler has returned its answer.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.idle());
});
