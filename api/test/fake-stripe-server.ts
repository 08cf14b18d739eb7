// A loopback server that speaks the part of Stripe's API Oneiro uses, so the real `stripe` SDK runs
// against it (STRIPE_API_BASE): customers (create, retrieve), subscriptions (create with a trial or
// not, retrieve, update, cancel, with `expand`), the balance (the admin's Platform Status asks it) and the SetupIntent or first invoice's payment that confirming
// a subscription needs. Tests change a subscription "at Stripe" (`advance`: trial ends, a renewal
// fails, it is deleted) and sign the webhook events Stripe would send (`signedEvent`).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_test_oneiro_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_oneiro_local',
  STRIPE_PRICE_ID: 'price_oneiro_monthly',
  STRIPE_WEBHOOK_SECRET: 'whsec_oneiro_test_secret',
};

const DAY = 24 * 3600;
type Json = Record<string, any>;

export interface FakeStripeServer {
  /** The value of STRIPE_API_BASE. */
  baseUrl: string;
  /** FAKE_STRIPE_SETTINGS plus STRIPE_API_BASE: the environment of a server using this one. */
  env: Record<string, string>;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  requests: { method: string; path: string; body: Json }[];
  /** Changes a subscription as Stripe would (a trial ending, a failed renewal...). */
  advance(subscriptionId: string, change: Json): Json;
  /**
   * What Stripe.js's confirmSetup / confirmPayment does at Stripe when the card is accepted (the
   * browser tests cannot load Stripe.js offline): the SetupIntent succeeds and the subscription keeps
   * the card, or the first invoice is paid and the subscription becomes active.
   */
  confirm(subscriptionId: string): void;
  /** A webhook event about the subscription as it is now, and its Stripe-Signature header. */
  signedEvent(
    type: string,
    object: Json,
    options?: { id?: string; timestamp?: number; secret?: string },
  ): { payload: string; signature: string; id: string };
  /** Answer every API request with this status (a Stripe outage), until set back to undefined. */
  failWith: number | undefined;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0]=c`) into nested objects (arrays as objects keyed by index). */
export function parseStripeForm(text: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) target[part] = value;
      else target = target[part] ??= {};
    });
  }
  return result;
}

const listOf = (value: unknown): string[] =>
  (value && typeof value === 'object' ? Object.values(value) : []) as string[];

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(++sequence).toString().padStart(6, '0')}`;
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const requests: FakeStripeServer['requests'] = [];
  const now = () => Math.floor(Date.now() / 1000);

  function newSubscription(params: Json): Json {
    const customer = customers.get(params.customer);
    if (!customer) throw new StripeError(400, 'resource_missing', `No such customer: '${params.customer}'`);
    const price = params.items?.['0']?.price;
    if (!price) throw new StripeError(400, 'parameter_missing', 'Missing required param: items[0][price].');
    const id = nextId('sub');
    const start = now();
    const trialDays = params.trial_period_days ? Number(params.trial_period_days) : 0;
    const periodEnd = trialDays ? start + trialDays * DAY : start + 30 * DAY;
    const invoice = {
      id: nextId('in'),
      object: 'invoice',
      status: trialDays ? 'paid' : 'open',
      amount_due: trialDays ? 0 : 1100,
      confirmation_secret: trialDays ? null : { type: 'payment_intent', client_secret: `${nextId('pi')}_secret_fake` },
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
    };
    invoices.set(invoice.id, invoice);
    const setupIntent = trialDays
      ? { id: nextId('seti'), object: 'setup_intent', status: 'requires_payment_method', customer: customer.id }
      : null;
    if (setupIntent) {
      Object.assign(setupIntent, { client_secret: `${setupIntent.id}_secret_fake` });
      setupIntents.set(setupIntent.id, setupIntent);
    }
    const subscription = {
      id,
      object: 'subscription',
      customer: customer.id,
      status: trialDays ? 'trialing' : 'incomplete',
      trial_start: trialDays ? start : null,
      trial_end: trialDays ? periodEnd : null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      metadata: params.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price', unit_amount: 1100, currency: 'usd', recurring: { interval: 'month' } },
            current_period_start: start,
            current_period_end: periodEnd,
          },
        ],
      },
      latest_invoice: invoice.id,
      pending_setup_intent: setupIntent?.id ?? null,
      trial_settings: params.trial_settings ?? null,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  /** A copy of the object with the `expand` paths replaced by the objects they name. */
  function expanded(object: Json, paths: string[]): Json {
    const copy: Json = structuredClone(object);
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      const reference = copy[head!];
      if (typeof reference !== 'string') continue;
      const target = customers.get(reference) ?? setupIntents.get(reference) ?? invoices.get(reference);
      if (target) copy[head!] = rest.length ? expanded(target, [rest.join('.')]) : structuredClone(target);
    }
    return copy;
  }

  async function route(method: string, path: string, params: Json): Promise<Json> {
    const expand = listOf(params.expand);
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if ((match = /^\/v1\/customers\/([\w]+)$/.exec(path)) && method === 'GET') {
      const customer = customers.get(match[1]!);
      if (!customer) throw new StripeError(404, 'resource_missing', `No such customer: '${match[1]}'`);
      return customer;
    }
    if (method === 'POST' && path === '/v1/subscriptions') return expanded(newSubscription(params), expand);
    // What the admin's Platform Status asks: read-only, and it needs the secret key.
    if (method === 'GET' && path === '/v1/balance') {
      return { object: 'balance', available: [{ amount: 0, currency: 'usd' }], pending: [], livemode: false };
    }
    if ((match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) throw new StripeError(404, 'resource_missing', `No such subscription: '${match[1]}'`);
      if (method === 'GET') return expanded(subscription, expand);
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: now() });
        return expanded(subscription, expand);
      }
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.cancel_at = subscription.cancel_at_period_end
            ? subscription.items.data[0].current_period_end
            : null;
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
        }
        return expanded(subscription, expand);
      }
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : text);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body: params });
      const send = (status: number, body: Json) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SETTINGS.STRIPE_SECRET_KEY}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (fake.failWith) return send(fake.failWith, { error: { type: 'api_error', message: 'Stripe is down.' } });
      route(req.method ?? 'GET', url.pathname, params).then(
        (body) => send(200, body),
        (error: unknown) => {
          const failure = error instanceof StripeError ? error : new StripeError(500, 'api_error', String(error));
          send(failure.status, {
            error: { type: 'invalid_request_error', code: failure.code, message: failure.message },
          });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(FAKE_STRIPE_SETTINGS.STRIPE_SECRET_KEY);

  const fake: FakeStripeServer = {
    baseUrl,
    env: { ...FAKE_STRIPE_SETTINGS, STRIPE_API_BASE: baseUrl },
    customers,
    subscriptions,
    requests,
    failWith: undefined,
    confirm(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const setupIntent = subscription.pending_setup_intent
        ? setupIntents.get(subscription.pending_setup_intent)
        : null;
      if (setupIntent) setupIntent.status = 'succeeded';
      subscription.pending_setup_intent = null;
      subscription.default_payment_method = nextId('pm');
      if (subscription.status === 'incomplete') {
        subscription.status = 'active';
        invoices.get(subscription.latest_invoice)!.status = 'paid';
      }
    },
    advance(subscriptionId, change) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const { current_period_end: periodEnd, ...rest } = change;
      Object.assign(subscription, rest);
      if (periodEnd !== undefined) subscription.items.data[0].current_period_end = periodEnd;
      return structuredClone(subscription);
    },
    signedEvent(type, object, options = {}) {
      const id = options.id ?? nextId('evt');
      const timestamp = options.timestamp ?? now();
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: timestamp,
        api_version: '2026-10-28.endive',
        livemode: false,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_STRIPE_SETTINGS.STRIPE_WEBHOOK_SECRET,
        timestamp,
      });
      return { payload, signature, id };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
