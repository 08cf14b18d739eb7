// How the HTTP server lets go of its connections on a graceful stop without dropping a request.
//
// A keep-alive connection closed by the server races the client's next request on it: the client
// (a proxy especially) may have written a request just as the close arrives. nginx does not pass a
// POST it has already sent to another upstream, so that race answers 502 (two of 1160 requests
// during a rolling restart behind deploy/nginx.conf). So on stop the server never closes a
// connection a client may be about to use:
// - it stops listening, but leaves idle connections open (Node's server.close() would close them);
// - every answer from then on says `Connection: close`, so a request that does arrive is answered
//   and its connection ends cleanly after it;
// - an idle connection is closed by its client first: deploy/nginx.conf keeps idle upstream
//   connections for 3 s (`keepalive_timeout` in its upstream block);
// - one still idle after IDLE_CLOSE_AFTER_STOP_MS (a browser talking to the server directly) is
//   closed by the server: browsers resend a request that meets a closed idle connection;
// - whatever remains at the grace deadline is closed (the caller's closeAll()).
// Closing the listening socket itself resets the connections the kernel had completed but the process
// had not accepted yet; a request sent on one was never seen here, and deploy/nginx.conf sends it to
// the other instance (`proxy_next_upstream ... non_idempotent`). No server-side order of steps avoids
// that reset: letting the loop accept what is queued before the close still left one in twenty
// rolling-restart runs under load with a 502, against one in ten without.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Longer than deploy/nginx.conf's upstream `keepalive_timeout` (3 s), so nginx closes first. */
export const IDLE_CLOSE_AFTER_STOP_MS = 4000;
const SWEEP_EVERY_MS = 250;

interface ConnectionState {
  requestsOpen: number;
  idleSince: number;
}

export interface ConnectionDrain {
  /** Call for every request (the server's request listener). */
  onRequest(req: IncomingMessage, res: ServerResponse): void;
  /** Stops listening and resolves once every connection has ended. */
  drain(): Promise<void>;
  /** Ends every connection now (the grace period is over). */
  closeAll(): void;
}

export function createConnectionDrain(server: Server): ConnectionDrain {
  const connections = new Map<Socket, ConnectionState>();
  const openResponses = new Set<ServerResponse>();
  let draining = false;
  let sweep: NodeJS.Timeout | undefined;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { requestsOpen: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // A websocket upgrade leaves HTTP: the websocket server closes it (with the restart code).
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => connections.delete(socket));

  function closeIdleForLong() {
    const cutoff = Date.now() - IDLE_CLOSE_AFTER_STOP_MS;
    for (const [socket, state] of connections) {
      if (state.requestsOpen === 0 && state.idleSince <= cutoff) socket.destroy();
    }
  }

  return {
    onRequest(req, res) {
      const state = connections.get(req.socket);
      if (state) state.requestsOpen += 1;
      if (draining) res.shouldKeepAlive = false;
      openResponses.add(res);
      res.once('close', () => {
        openResponses.delete(res);
        if (!state) return;
        state.requestsOpen -= 1;
        state.idleSince = Date.now();
      });
    },
    drain() {
      draining = true;
      // Answers not yet started say `Connection: close` too.
      for (const res of openResponses) if (!res.headersSent) res.shouldKeepAlive = false;
      sweep = setInterval(closeIdleForLong, SWEEP_EVERY_MS);
      return new Promise((resolve) => {
        // net.Server's close: stop listening, then call back when the last connection has ended.
        // (http.Server's close() would first close the idle keep-alive connections: the race above.)
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
      });
    },
    closeAll() {
      clearInterval(sweep);
      server.closeAllConnections();
    },
  };
}
