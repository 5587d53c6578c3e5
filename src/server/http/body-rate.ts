import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The slowest a request body may arrive: fewer than `bytesPerSecond` over any `windowMs` and it is cut off. */
export interface BodyRate {
  bytesPerSecond: number;
  windowMs: number;
}

/**
 * Kestrel's minimum request body rate (240 bytes a second) over the 10 s nginx waits between two reads of a body. A
 * 10 MB upload at the slowest rate the request timeout allows (120 s) sends some 87,000 bytes a second, a JSON body
 * arrives in one or two packets: only a client holding its connection on purpose sends less.
 */
export const MIN_BODY_RATE: BodyRate = { bytesPerSecond: 240, windowMs: 10_000 };

/** How often the rate is checked: as often as Node checks the header and request deadlines. */
const CHECK_EVERY_MS = 1_000;

/** The socket's byte count at one check. */
interface Mark {
  at: number;
  bytes: number;
}

/** Whether a request announces a body: a length above zero, or a chunked one. */
function hasBody(request: IncomingMessage): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cuts off every request of `server` whose body arrives slower than `rate`, answered as Node answers a request past
 * its `requestTimeout` (Fastify writes a 408 and closes the connection). The request timeout alone lets a body
 * trickled a byte at a time hold its connection for the whole of it, each byte resetting the idle timeout; this
 * limit cuts it off within `windowMs`. Bytes are counted on the socket (`bytesRead`, which counts what Node's
 * parser reads too). While Node has stopped reading the socket because the server has not yet consumed what came
 * (backpressure), the client is not to blame: the window starts again once reading resumes.
 */
export function enforceMinimumBodyRate(server: Server, rate: BodyRate = MIN_BODY_RATE): void {
  const watched = new Map<IncomingMessage, { response: ServerResponse; marks: Mark[] }>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const cutOff = (request: IncomingMessage, response: ServerResponse) => {
    const error = Object.assign(new Error(`the request body arrived slower than ${rate.bytesPerSecond} bytes/s`), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    // The path Node takes for a request past its deadline, where Fastify's client error handler writes the 408; a
    // request already answered (refused before its body was read) is closed without a second answer.
    if (!response.headersSent && server.listenerCount('clientError') > 0)
      server.emit('clientError', error, request.socket);
    else request.socket.destroy(error);
  };

  const check = () => {
    const now = Date.now();
    for (const [request, { response, marks }] of watched) {
      const { socket } = request;
      if (request.complete || socket.destroyed) {
        watched.delete(request);
        continue;
      }
      const bytes = socket.bytesRead;
      if (socket.isPaused()) {
        marks.splice(0, marks.length, { at: now, bytes });
        continue;
      }
      marks.push({ at: now, bytes });
      // The window starts at the latest mark at least `windowMs` old; before there is one, the client has time.
      while (marks.length > 1 && now - marks[1].at >= rate.windowMs) marks.shift();
      const [start] = marks;
      const elapsedMs = now - start.at;
      if (elapsedMs >= rate.windowMs && bytes - start.bytes < (rate.bytesPerSecond * elapsedMs) / 1000) {
        watched.delete(request);
        cutOff(request, response);
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.complete || !hasBody(request)) return;
    watched.set(request, { response, marks: [{ at: Date.now(), bytes: request.socket.bytesRead }] });
    // One timer for all the requests watched, running only while there are some.
    timer ??= setInterval(check, CHECK_EVERY_MS).unref();
  });
}
