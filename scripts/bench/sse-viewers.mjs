// A lean crowd of Server-Sent-Events viewers (issue 23's match-day bench), run as a child
// process: raw TCP sockets speaking just enough HTTP/1.1, no EventSource polyfill, so one process
// holds thousands. Each viewer connects from its own loopback address (127.x.y.z), so neither the
// ephemeral ports of one address nor a per-address limit caps the crowd, and says who it is with
// X-Forwarded-For (the bench server trusts it, as a server behind a proxy would).
// The parent talks over IPC: { open }, { arm }, { collect }, { close }.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
/** Viewer number → a loopback address with no 0 or 255 in it. */
const loopback = (n) =>
  `127.${1 + Math.floor(n / 62_500)}.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`;

const viewers = [];
const answerMs = [];
const tally = { connected: 0, refused: 0, failed: 0, closed: 0, statuses: {} };

function openViewer({ port, path, number }) {
  const viewer = {
    socket: undefined,
    openedAt: now(),
    status: 0,
    changeAt: undefined,
    carry: '',
    retryAfter: undefined,
  };
  viewers.push(viewer);
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: loopback(number) });
  viewer.socket = socket;
  socket.setNoDelay(true);
  socket.setEncoding('utf8');
  socket.on('connect', () =>
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n` +
        `X-Forwarded-For: 10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}\r\n\r\n`,
    ),
  );
  socket.on('data', (chunk) => {
    const text = viewer.carry + chunk;
    if (viewer.status === 0) {
      viewer.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? -1);
      tally.statuses[viewer.status] = (tally.statuses[viewer.status] ?? 0) + 1;
      answerMs.push(now() - viewer.openedAt);
      if (viewer.status === 200) tally.connected += 1;
      else {
        tally.refused += 1;
        viewer.retryAfter = /\r\nretry-after: (\d+)/i.exec(text)?.[1];
        socket.destroy();
        return;
      }
    }
    if (viewer.changeAt === undefined && text.includes('event: change')) viewer.changeAt = now();
    // A message split between two packets is still found: keep the tail.
    viewer.carry = text.slice(-16);
  });
  socket.on('error', () => {
    if (viewer.status === 0) tally.failed += 1;
  });
  socket.on('close', () => {
    if (viewer.status === 200) tally.closed += 1;
  });
}

process.on('message', (message) => {
  if (message.type === 'open') {
    // Spread the openings evenly over `withinMs`: a storm, not one synchronous burst.
    const { count, first, withinMs, port, path } = message;
    for (let index = 0; index < count; index += 1)
      setTimeout(
        () => openViewer({ port, path, number: first + index }),
        (index * withinMs) / count,
      );
    setTimeout(() => process.send({ type: 'opened' }), withinMs + 1);
  } else if (message.type === 'tally') {
    process.send({
      type: 'tally',
      tally,
      answerMs,
      retryAfter: viewers.find((v) => v.retryAfter)?.retryAfter,
    });
  } else if (message.type === 'arm') {
    for (const viewer of viewers) viewer.changeAt = undefined;
    process.send({ type: 'armed' });
  } else if (message.type === 'collect') {
    const held = viewers.filter((viewer) => viewer.status === 200 && !viewer.socket.destroyed);
    const arrivals = held.map((viewer) => viewer.changeAt).filter((at) => at !== undefined);
    process.send({ type: 'collected', held: held.length, arrivals });
  } else if (message.type === 'close') {
    for (const viewer of viewers) viewer.socket.destroy();
    process.exit(0);
  }
});
process.send({ type: 'ready' });
