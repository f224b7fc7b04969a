import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';

/**
 * COPY … TO STDOUT / FROM STDIN on a node-postgres client, as a "submittable" query (the
 * interface pg-copy-streams uses): node-postgres hands it the connection and the protocol
 * messages. Plain queries cannot carry COPY data, and one small file beats another dependency.
 */

/** The part of node-postgres' connection a COPY needs (its typings leave the COPY calls out). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadableStream & NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

abstract class CopyQuery implements pg.Submittable {
  protected failed: Error | undefined;
  readonly done: Promise<void>;
  private settle!: (error?: Error) => void;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
  }

  submit(connection: pg.Connection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection) {
    connection.sendCopyFail('this statement does not read data');
  }

  handleCopyData(_message: { chunk: Buffer }, _connection: CopyConnection) {}
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}

  /** node-postgres drops the query after an error; no readyForQuery reaches it. */
  handleError(error: Error) {
    this.failed = error;
    this.settle(error);
  }

  handleReadyForQuery() {
    this.settle(this.failed);
  }
}

/** PostgreSQL sends a message per row; the target gets them in chunks of about this size. */
const OUT_CHUNK_BYTES = 64 * 1024;

class CopyOut extends CopyQuery {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private paused = false;

  constructor(
    text: string,
    private readonly target: Writable,
  ) {
    super(text);
  }

  override handleCopyData(message: { chunk: Buffer }, connection: CopyConnection) {
    // A copy: node-postgres reuses its read buffer, which `chunk` is a view into.
    this.pending.push(Buffer.from(message.chunk));
    this.pendingBytes += message.chunk.length;
    if (this.pendingBytes >= OUT_CHUNK_BYTES) this.flush(connection);
  }

  override handleCommandComplete() {
    this.flush();
  }

  private flush(connection?: CopyConnection) {
    if (this.pending.length === 0) return;
    const written = this.target.write(Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
    // Back-pressure: stop reading from PostgreSQL until the target has room again. Messages
    // already read from the socket still arrive meanwhile; they only queue in the target.
    if (!written && connection && !this.paused) {
      this.paused = true;
      connection.stream.pause();
      this.target.once('drain', () => {
        this.paused = false;
        connection.stream.resume();
      });
    }
  }
}

class CopyIn extends CopyQuery {
  /** Why the data could not be read: reported instead of PostgreSQL's "COPY … failed". */
  private sourceError: Error | undefined;

  constructor(
    text: string,
    private readonly source: AsyncIterable<Buffer>,
  ) {
    super(text);
  }

  override handleCopyInResponse(connection: CopyConnection) {
    void this.send(connection);
  }

  private async send(connection: CopyConnection) {
    try {
      for await (const chunk of this.source) {
        if (this.failed) return; // PostgreSQL refused the data; it ignores the rest anyway
        connection.sendCopyFromChunk(chunk);
        if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
      }
      connection.endCopyFrom();
    } catch (error) {
      this.sourceError = error instanceof Error ? error : new Error(String(error));
      connection.sendCopyFail(`reading the data failed: ${this.sourceError.message}`);
    }
  }

  override handleError(error: Error) {
    super.handleError(this.sourceError ?? error);
  }
}

/** Streams `COPY … TO STDOUT` output into `target` (which is not ended). */
export async function copyOut(client: pg.ClientBase, text: string, target: Writable) {
  const query = new CopyOut(text, target);
  client.query(query);
  await query.done;
}

/** Feeds `source` to `COPY … FROM STDIN`. */
export async function copyIn(client: pg.ClientBase, text: string, source: AsyncIterable<Buffer>) {
  const query = new CopyIn(text, source);
  client.query(query);
  await query.done;
}
