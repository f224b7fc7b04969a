/**
 * A stand-in for the server's live feed in component tests: `respond` answers the fetch with an
 * open text/event-stream, and `send` pushes a message to every stream it answered. Streams end
 * when their request is aborted, as the browser's would.
 */
export function liveStreams() {
  const encoder = new TextEncoder();
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let sequence = 0;
  return {
    respond(request: Request) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          open.add(controller);
          request.signal.addEventListener('abort', () => {
            open.delete(controller);
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    },
    send(event: string, data: unknown) {
      sequence += 1;
      const bytes = encoder.encode(
        `id: test.${sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      );
      for (const controller of open) controller.enqueue(bytes);
    },
    get openCount() {
      return open.size;
    },
  };
}
