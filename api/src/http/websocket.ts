// graphql-ws on /graphql, through Yoga's envelope (same plugins, context factory and auth as HTTP).
// The upgrade is refused for foreign origins; the session cookie of the upgrade request identifies
// the user, is checked again for every operation, and ending the session closes the socket.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppServices } from '../graphql/context.ts';
import type { GraphQLServer } from './graphql-server.ts';
import { isAllowedOrigin, type RequestPolicy } from './request.ts';

/** Close code sent when the session behind a socket ends (sign-out elsewhere, password change). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

type Extra = {
  request: IncomingMessage;
  socket: WebSocket;
};

type EnvelopedExecute = (args: ExecutionArgs) => unknown;

export function attachWebSocketServer(
  server: Server,
  yoga: GraphQLServer,
  services: AppServices,
  policy: RequestPolicy,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: policy.maxBodyBytes });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url?.split('?')[0];
    if (path !== '/graphql' || !isAllowedOrigin(req, policy)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      onConnect: async (ctx) => {
        const signedIn = await services.sessions.read(ctx.extra.request, null);
        if (signedIn) {
          const untrack = services.sessions.trackSocket(signedIn.session.id, () =>
            ctx.extra.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended'),
          );
          ctx.extra.socket.once('close', untrack);
        }
        return true;
      },
      execute: (args) => (args.rootValue as { execute: EnvelopedExecute }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: EnvelopedExecute }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        });
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    wss,
  );

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
    },
  };
}
