// A subscription lives only as long as the session that started it. Ending a session closes its
// sockets on every instance (the pub/sub carries the end); this is the second line: each event is
// delivered only after the session is found still alive, so nothing reaches a socket whose session
// ended, even when the announcement did not arrive.
import type { GraphQLContext } from '../../graphql/context.ts';
import type { AppPubSub } from '../../graphql/pubsub.ts';
import type { Logger } from '../../logger.ts';
import type { SessionManager } from './session.ts';
import { isTokenLive } from '../tokens/tokens.service.ts';

/** `events`, ending (without another event) as soon as the context's session is over. */
export async function* whileSessionLasts<T>(context: GraphQLContext, events: AsyncIterable<T>): AsyncGenerator<T> {
  const { session, token } = context;
  // A script's socket lasts while its personal access token does (revoked, expired or ended with
  // the account: nothing more is sent).
  const stillLive = session
    ? () => context.services.sessions.isActive(session)
    : token
      ? () => isTokenLive(token.id)
      : null;
  if (!stillLive) return;
  for await (const event of events) {
    if (!(await stillLive())) return;
    yield event;
  }
}

/**
 * Closes this instance's sockets of sessions ended on any instance (announced through the pub/sub).
 * Returns the function that stops listening.
 */
export function closeSocketsOfEndedSessions(
  pubsub: AppPubSub,
  sessions: SessionManager,
  logger: Logger,
): () => Promise<void> {
  const events = pubsub.subscribeSessionsEnded();
  const listening = (async () => {
    for await (const event of events) sessions.closeLocalSockets(event.sessionIds);
  })().catch((error: unknown) => logger.error({ err: error }, 'listening for ended sessions failed'));
  return async () => {
    await events.return?.();
    await listening;
  };
}
