// graphql-ws on /graphql, through Yoga's envelope (same plugins, context factory and auth as HTTP).
// The upgrade is refused for foreign origins and hosts; the session cookie of the upgrade request
// identifies the user, is checked again for every operation, and ending the session closes the socket.
// Each subscription holds a pub/sub listener and memory for as long as it lives, so their number is
// capped per socket and per user (across that user's sockets on every instance: subscription-slots.ts).
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
import { clientIp, isAllowedHost, isAllowedOrigin, normalizedHost, type RequestPolicy } from './request.ts';
import { slotNamer, type SubscriptionSlots } from './subscription-slots.ts';

/** Close code sent when the session behind a socket ends (sign-out elsewhere, password change). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * Close code sent when the server stops (a deploy, a rolling restart): 1012 Service Restart, which
 * graphql-ws clients retry, so the browser reconnects (through the proxy, to another instance).
 */
export const SERVER_RESTART_CLOSE_CODE = 1012;

type Extra = {
  request: IncomingMessage;
  socket: WebSocket;
  /** The signed-in user of the socket, set on connect. */
  userId?: number;
};

/** Close code sent when a socket without a session has been open for WS_ANONYMOUS_SECONDS. */
export const ANONYMOUS_TIME_UP_CLOSE_CODE = 4408;

export interface SubscriptionLimits {
  perSocket: number;
  perUser: number;
  /** How long a socket without a session stays open. */
  anonymousMs: number;
  /** Sockets one client address may hold open on this instance. */
  socketsPerIp: number;
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

/** The operation id of a graphql-ws "complete" message, or undefined for any other message. */
function completedOperation(data: Buffer): string | undefined {
  try {
    const message = JSON.parse(data.toString()) as { type?: unknown; id?: unknown };
    return message.type === 'complete' && typeof message.id === 'string' ? message.id : undefined;
  } catch {
    // Not JSON: graphql-ws closes the socket for it; nothing to give back here.
    return undefined;
  }
}

type EnvelopedExecute = (args: ExecutionArgs) => unknown;

export function attachWebSocketServer(
  server: Server,
  yoga: GraphQLServer,
  services: AppServices,
  policy: RequestPolicy,
  limits: SubscriptionLimits,
  slots: SubscriptionSlots,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: policy.maxBodyBytes });
  /** Every open connection, signed in or not. */
  const connections = new Set<Connection>();
  /** The user's slots each connection holds, by operation id, and how it names new ones. */
  const slotsOf = new WeakMap<Connection, { held: Map<string, string>; name: (operationId: string) => string }>();
  const newConnectionSlots = slotNamer();

  /**
   * Takes the place of one more subscription on `connection` (this socket's cap, then one of the
   * user's slots on every instance), or answers false.
   */
  const reserve = async (connection: Connection, id: string, userId: number | undefined): Promise<boolean> => {
    if (openSubscriptions(connection) >= limits.perSocket) return false;
    // The socket's place is counted now, before the user's slot is awaited: a burst of subscribe
    // messages on one socket, each checked before the others were counted, would pass its cap.
    const ids = subscriptionIds.get(connection) ?? new Set();
    subscriptionIds.set(connection, ids.add(id));
    if (userId === undefined) return true;
    const own = slotsOf.get(connection) ?? { held: new Map<string, string>(), name: newConnectionSlots() };
    slotsOf.set(connection, own);
    const slot = own.name(id);
    if (!(await slots.take(userId, slot, limits.perUser))) {
      ids.delete(id);
      return false;
    }
    own.held.set(id, slot);
    return true;
  };
  const release = (connection: Connection, userId: number | undefined, id?: string) => {
    const own = slotsOf.get(connection);
    if (!own || userId === undefined) return;
    for (const [operation, slot] of own.held) {
      if (id !== undefined && operation !== id) continue;
      slots.release(userId, slot);
      own.held.delete(operation);
    }
  };

  /** Open sockets per client address, counted from the upgrade (a place is reserved before the handshake). */
  const socketsByIp = new Map<string, number>();

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
    const ip = clientIp(req, policy);
    const open = socketsByIp.get(ip) ?? 0;
    if (open >= limits.socketsPerIp) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
      return;
    }
    socketsByIp.set(ip, open + 1);
    // The raw socket closes whether the handshake failed or the websocket ended later.
    socket.once('close', () => {
      const left = (socketsByIp.get(ip) ?? 1) - 1;
      if (left > 0) socketsByIp.set(ip, left);
      else socketsByIp.delete(ip);
    });
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
          ctx.extra.socket.once('close', () => {
            untrack();
            release(ctx, userId);
          });
          // The client's "complete" gives the place back at once: the operation itself ends only at
          // its next event (an async generator waiting for one finishes when it arrives).
          ctx.extra.socket.on('message', (data: Buffer) => {
            if (data.length > 200) return;
            const id = completedOperation(data);
            if (id !== undefined) release(ctx, userId, id);
          });
        } else {
          // Signed out, a socket can only run the few public operations, which HTTP serves as
          // well: it is not kept open for events that will never come.
          const timer = setTimeout(
            () => ctx.extra.socket.close(ANONYMOUS_TIME_UP_CLOSE_CODE, 'Sign in to keep a live connection'),
            limits.anonymousMs,
          );
          ctx.extra.socket.once('close', () => clearTimeout(timer));
        }
        return true;
      },
      // Every end of an operation (its last event, an error, the client's complete, the socket's close).
      onComplete: (ctx, id) => release(ctx, ctx.extra.userId, id),
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
            if (!(await reserve(ctx, id, ctx.extra.userId))) {
              return [new AppError('RATE_LIMITED', m.error_too_many_subscriptions({}, { locale }))];
            }
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
          release(ctx, ctx.extra.userId, id);
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
      for (const client of wss.clients) client.close(SERVER_RESTART_CLOSE_CODE, 'Server restarting');
      await disposable.dispose();
    },
  };
}
