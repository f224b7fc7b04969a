import { expect } from 'vitest';

/** One Server-Sent-Events message as a browser's EventSource would see it. */
export interface LiveMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** Splits a stream's text into its messages (comments and `retry:` lines are left out). */
export function liveMessages(text: string): LiveMessage[] {
  const messages: LiveMessage[] = [];
  for (const block of text.split('\n\n')) {
    const message: LiveMessage = {};
    for (const line of block.split('\n')) {
      const colon = line.indexOf(': ');
      if (colon < 0 || line.startsWith(':')) continue;
      const field = line.slice(0, colon);
      if (field === 'id' || field === 'event' || field === 'data')
        message[field] = line.slice(colon + 2);
    }
    if (message.event) messages.push(message);
  }
  return messages;
}

/**
 * A viewer of an event's live feed over real HTTP: what it has received so far, a wait for a
 * text, and hanging up. Refused viewers (503) answer with their status and headers.
 */
export async function watchLive(
  baseUrl: string,
  eventId: string,
  headers: Record<string, string> = {},
) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/${eventId}/live`, {
    signal: abort.signal,
    headers,
  });
  let received = '';
  const reader =
    response.status === 200
      ? response.body!.pipeThrough(new TextDecoderStream()).getReader()
      : undefined;
  if (response.status === 200)
    expect(response.headers.get('content-type')).toContain('text/event-stream');
  return {
    status: response.status,
    headers: response.headers,
    response,
    get received() {
      return received;
    },
    get messages() {
      return liveMessages(received);
    },
    /** Reads until `count` messages of `event` have arrived. */
    async waitFor(event: string, count = 1) {
      while (liveMessages(received).filter((message) => message.event === event).length < count) {
        const { value, done } = await reader!.read();
        if (done) throw new Error(`stream ended before ${count} "${event}"`);
        received += value;
      }
    },
    async hangUp() {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}

export type LiveViewer = Awaited<ReturnType<typeof watchLive>>;
