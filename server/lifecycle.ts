import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// What a deployed server does around its requests: where it listens, how it stops, and how long
// it waits for a client that stops reading its answer.

export const DEFAULT_DRAIN_MS = 10_000;
export const DEFAULT_WRITE_IDLE_MS = 10_000;

/**
 * Listens on host:port. `::` is both stacks (Node opens it dual-stack); on a machine without IPv6
 * it falls back to 0.0.0.0 rather than not starting.
 */
export function listen(server: Server, host: string, port: number): Promise<{ host: string; port: number }> {
  const attempt = (at: string) =>
    new Promise<{ host: string; port: number }>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      server.once('error', fail);
      server.listen(port, at, () => {
        server.off('error', fail);
        const address = server.address();
        resolve({ host: at, port: typeof address === 'object' && address ? address.port : port });
      });
    });
  return attempt(host).catch((error: NodeJS.ErrnoException) => {
    if (host === '::' && (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL')) return attempt('0.0.0.0');
    throw error;
  });
}

/**
 * A client that stops reading: its answer waits on a full socket for ever, holding the memory of
 * everything queued behind it. A connection with output waiting that has taken no byte of it for
 * `idleMs` is cut; one that is read, however slowly, is left alone. Progress is what left the
 * process (written minus still queued), so a client draining a large write counts as reading.
 */
export function cutSlowReaders(server: Server, idleMs = DEFAULT_WRITE_IDLE_MS) {
  const watched = new Map<Socket, { since: number; flushed: number }>();
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { since: 0, flushed: -1 });
    socket.on('close', () => watched.delete(socket));
  });
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, seen] of watched) {
        if (socket.writableLength === 0) {
          seen.flushed = -1;
          continue;
        }
        const flushed = socket.bytesWritten - socket.writableLength;
        if (flushed !== seen.flushed) {
          seen.flushed = flushed;
          seen.since = now;
        } else if (now - seen.since >= idleMs) {
          watched.delete(socket);
          socket.destroy();
        }
      }
    },
    Math.max(50, Math.min(1000, idleMs / 4)),
  );
  sweep.unref();
  server.on('close', () => clearInterval(sweep));
}

/**
 * SIGTERM (a container stop, a rolling deploy): stop accepting, let requests in flight finish for
 * at most `drainMs`, then exit. While stopping, every answer still to be sent tells its client (a
 * load balancer keeps connections open) not to reuse the connection.
 */
export function drainOnSignal(server: Server, drainMs = DEFAULT_DRAIN_MS) {
  let stopping = false;
  const unanswered = new Set<ServerResponse>();
  // Requests not yet answered on each connection: a connection with none (a browser's preconnect
  // that never sent one, or a kept-alive one between requests) has nothing to finish.
  const busy = new Map<Socket, number>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  const closeIdle = () => {
    for (const [socket, n] of busy) if (n === 0) socket.destroy();
  };
  server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.on('close', () => busy.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.on('close', () => {
      if (busy.has(socket)) busy.set(socket, Math.max(0, busy.get(socket)! - 1));
      if (stopping) closeIdle();
    });
    if (stopping) return closeAfter(res);
    unanswered.add(res);
    res.on('close', () => unanswered.delete(res));
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight (at most ${Math.round(drainMs / 1000)} s), then stopping…`);
    unanswered.forEach(closeAfter);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    closeIdle();
    // A kept-alive connection goes idle when its answer ends: closed then, not after its idle timeout.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, drainMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
