// graphql-ws on /graphql, through Yoga's envelope (same plugins, context factory and auth as HTTP).
// The upgrade is refused for foreign origins and hosts; the session cookie of the upgrade request
// identifies the user, is checked again for every operation, and ending the session closes the socket.
// Each subscription holds a pub/sub listener and memory for as long as it lives, so their number is
// capped per socket and per user (across that user's sockets on this instance).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppServices } from '../graphql/context.ts';
import { AppError } from '../graphql/errors.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import type { GraphQLServer } from './graphql-server.ts';
import { checkJsonValue } from './json-input.ts';
import { isAllowedHost, isAllowedOrigin, normalizedHost, type RequestPolicy } from './request.ts';

/** Close code sent when the session behind a socket ends (sign-out elsewhere, password change). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

type Extra = {
  request: IncomingMessage;
  socket: WebSocket;
  /** The signed-in user of the socket, set on connect. */
  userId?: number;
};

export interface SubscriptionLimits {
  perSocket: number;
  perUser: number;
}

/** A graphql-ws connection: `subscriptions` holds one entry per operation still running. */
type Connection = { subscriptions: Record<string, unknown> };

/** The ids of the subscriptions each connection started; those still running are in `subscriptions`. */
const subscriptionIds = new WeakMap<Connection, Set<string>>();

/** How many subscriptions of this connection are still running (forgetting those that ended). */
function openSubscriptions(connection: Connection): number {
  const ids = subscriptionIds.get(connection);
  if (!ids) return 0;
  for (const id of ids) if (!(id in connection.subscriptions)) ids.delete(id);
  return ids.size;
}

type EnvelopedExecute = (args: ExecutionArgs) => unknown;

export function attachWebSocketServer(
  server: Server,
  yoga: GraphQLServer,
  services: AppServices,
  policy: RequestPolicy,
  limits: SubscriptionLimits,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: policy.maxBodyBytes });
  /** The open connections of each signed-in user, to count their subscriptions across sockets. */
  const connectionsByUser = new Map<number, Set<Connection>>();
  /** Every open connection, signed in or not. */
  const connections = new Set<Connection>();

  /** Whether one more subscription on `connection` stays within the caps. */
  const withinCaps = (connection: Connection, userId: number | undefined): boolean => {
    if (openSubscriptions(connection) >= limits.perSocket) return false;
    if (userId === undefined) return true;
    let total = 0;
    for (const other of connectionsByUser.get(userId) ?? []) total += openSubscriptions(other);
    return total < limits.perUser;
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url?.split('?')[0];
    const host = normalizedHost(req.headers.host);
    if (!host) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    if (path !== '/graphql' || !isAllowedHost(host, policy) || !isAllowedOrigin(req, policy)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      onConnect: async (ctx) => {
        connections.add(ctx);
        ctx.extra.socket.once('close', () => connections.delete(ctx));
        const signedIn = await services.sessions.read(ctx.extra.request, null);
        if (signedIn) {
          const untrack = services.sessions.trackSocket(signedIn.session.id, () =>
            ctx.extra.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended'),
          );
          const userId = signedIn.user.id;
          ctx.extra.userId = userId;
          const userConnections = connectionsByUser.get(userId) ?? new Set();
          userConnections.add(ctx);
          connectionsByUser.set(userId, userConnections);
          ctx.extra.socket.once('close', () => {
            untrack();
            userConnections.delete(ctx);
            if (userConnections.size === 0) connectionsByUser.delete(userId);
          });
        }
        return true;
      },
      execute: (args) => (args.rootValue as { execute: EnvelopedExecute }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: EnvelopedExecute }).subscribe(args) as never,
      onSubscribe: async (ctx, id, payload) => {
        const locale = pickLocale(ctx.extra.request.headers['accept-language']);
        try {
          checkJsonValue(payload.variables ?? null, locale);
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params: payload,
          });
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          if (getOperationAST(document, payload.operationName)?.operation === 'subscription') {
            if (!withinCaps(ctx, ctx.extra.userId)) {
              return [new AppError('RATE_LIMITED', m.error_too_many_subscriptions({}, { locale }))];
            }
            const ids = subscriptionIds.get(ctx) ?? new Set();
            subscriptionIds.set(ctx, ids.add(id));
          }
          return {
            schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
        } catch (error) {
          // A refused document (too many tokens, a syntax error) or input answers this operation
          // with its error; graphql-ws would otherwise close the whole socket.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
      },
    },
    wss,
  );

  return {
    /** Subscriptions running on this instance (browser tests wait for one to be listening). */
    liveSubscriptions(): number {
      let total = 0;
      for (const connection of connections) total += openSubscriptions(connection);
      return total;
    },
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
    },
  };
}
