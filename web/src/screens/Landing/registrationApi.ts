// Registration's calls (and whether billing is on) over plain fetch to the REST API: the landing page (registration) has no Relay,
// and these are the spec's /api paths. Errors carry the server's message (already in the UI
// language, since every call sends Accept-Language) and its field errors.
import { getUiLocale } from '../../i18n/uiLocale.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      'Accept-Language': getUiLocale(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: { message?: string; code?: string; fieldErrors?: Record<string, string[]> } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not our JSON (a proxy's page): the spec's generic "{status}: {body}".
    }
    throw new ApiRequestError(
      response.status,
      parsed.message ?? `${response.status}: ${text || response.statusText}`,
      parsed.code ?? null,
      parsed.fieldErrors ?? {},
    );
  }
  return JSON.parse(text) as T;
}

export interface BillingConfig {
  enabled: boolean;
  publishableKey: string | null;
}

let billingConfig: Promise<BillingConfig> | undefined;

/** Whether this server sells anything; asked once per page (it changes only with a restart). */
export function fetchBillingConfig(): Promise<BillingConfig> {
  billingConfig ??= call<BillingConfig>('GET', '/api/billing/config').catch((error: unknown) => {
    billingConfig = undefined;
    throw error;
  });
  return billingConfig;
}

export interface SubscriptionStart {
  clientSecret: string | null;
  intentType: 'setup' | 'payment' | null;
  subscriptionId: string | null;
  alreadyActive: boolean;
}

/** Registration step 1: a customer and a subscription with the 7-day trial, before the account exists. */
export function startRegistrationSubscription(fields: { email: string; username: string }) {
  return call<SubscriptionStart>('POST', '/api/create-subscription', fields);
}

export interface RegistrationFields {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string | null;
  preferredLanguage: string;
  /** With billing on: the subscription of step 1, linked to the new account. */
  subscriptionId?: string;
}

/** Creates the account (and its session cookie). */
export function registerAccount(fields: RegistrationFields) {
  return call<{ id: number; username: string }>('POST', '/api/register', fields);
}
