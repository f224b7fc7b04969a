// Reads a Server-Sent-Events response with fetch rather than EventSource: EventSource cannot
// send Last-Event-ID on a connection of our own making, gives up for good on a 503, and retries
// at one fixed pace; here the caller decides when and how to come back (live-connection.ts).

export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** A refusal (503 + Retry-After) or another failure to open the stream. */
export class SseRefused extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`live feed answered ${status}`);
  }
}

/** Splits complete messages off `buffer`; returns them and what is left over. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') message.id = value;
      else if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    message.data = data.join('\n');
    messages.push(message);
  }
  return { messages, rest };
}

/** Opens the stream and hands each message on until it ends (resolves) or fails (rejects). */
export async function readSse(
  url: string,
  {
    lastEventId,
    signal,
    onOpen,
    onMessage,
  }: {
    lastEventId?: string;
    signal: AbortSignal;
    onOpen: () => void;
    onMessage: (message: SseMessage) => void;
  },
) {
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  if (response.status !== 200 || !response.body) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new SseRefused(response.status, seconds > 0 ? seconds * 1000 : undefined);
  }
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseSse(buffer + value);
    buffer = parsed.rest;
    for (const message of parsed.messages) onMessage(message);
  }
}
