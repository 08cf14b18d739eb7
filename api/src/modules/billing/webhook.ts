// Stripe's webhook, at one path: POST /api/stripe/webhook. Plain HTTP, not a REST-table row: the
// signature is computed over the exact bytes Stripe sent, so the raw body is checked before anything
// parses it. Each event id is applied once (ProcessedStripeEvent); what an event says about a
// subscription is re-read from Stripe (billing.service.ts `sync`), so late, replayed or reordered
// deliveries all end in Stripe's current state.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { db } from '../../db/current.ts';
import { AppError } from '../../graphql/errors.ts';
import { readBody, type RequestPolicy } from '../../http/request.ts';
import { sendJson } from '../../http/responses.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import type { Logger } from '../../logger.ts';
import type { BillingService } from './billing.service.ts';
import type { StripeClient } from './stripe-client.ts';

export const WEBHOOK_PATH = '/api/stripe/webhook';
/** The route as the authorization matrix names it. */
export const BILLING_HTTP_ROUTES = [`POST ${WEBHOOK_PATH}`] as const;
/** Seconds a signed event stays acceptable: older ones are replays (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookDeps {
  stripe: StripeClient;
  billing: BillingService;
  webhookSecret: string;
  policy: RequestPolicy;
  logger: Logger;
}

/** The subscription an event is about, if any (subscription events, and invoices of one). */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  };
  if (object.object === 'subscription') return object.id ?? null;
  const reference = object.parent?.subscription_details?.subscription ?? object.subscription ?? null;
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

export async function handleStripeWebhook(req: IncomingMessage, res: ServerResponse, deps: WebhookDeps): Promise<void> {
  const locale = pickLocale(req.headers['accept-language']);
  const body = await readBody(req, deps.policy, locale);
  const signature = req.headers['stripe-signature'];
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(
      body,
      typeof signature === 'string' ? signature : '',
      deps.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'Stripe webhook refused: bad or stale signature');
    throw new AppError('BAD_REQUEST', m.error_webhook_signature({}, { locale }));
  }
  try {
    await db().processedStripeEvent.create({ data: { id: event.id, type: event.type } });
  } catch (error) {
    // Already applied (a retry or a replay): acknowledged, nothing done twice.
    if ((error as { code?: string }).code === 'P2002') return sendJson(res, 200, { received: true, duplicate: true });
    throw error;
  }
  const subscriptionId = subscriptionIdOf(event);
  try {
    if (subscriptionId) await deps.billing.sync(subscriptionId);
  } catch (error) {
    // Not applied: forget the event so Stripe's retry applies it.
    await db().processedStripeEvent.delete({ where: { id: event.id } });
    throw error;
  }
  sendJson(res, 200, { received: true });
}
