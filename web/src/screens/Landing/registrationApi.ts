// Registration's calls (and whether billing is on) over plain fetch to the REST API: the landing page (registration) has no Relay,
// and these are the spec's /api paths. Errors carry the server's message (already in the UI
// language, since every call sends Accept-Language) and its field errors.
import { getRest, postRest } from '../../http/apiFetch.ts';

export { ApiRequestError } from '../../http/ApiRequestError.ts';

export interface BillingConfig {
  enabled: boolean;
  publishableKey: string | null;
}

let billingConfig: Promise<BillingConfig> | undefined;

/** Whether this server sells anything; asked once per page (it changes only with a restart). */
export function fetchBillingConfig(): Promise<BillingConfig> {
  billingConfig ??= getRest<BillingConfig>('/api/billing/config').catch((error: unknown) => {
    billingConfig = undefined;
    throw error;
  });
  return billingConfig;
}

let mailConfig: Promise<{ emailAvailable: boolean }> | undefined;

/** Whether this server can send the verification link (false: production without a mail provider). */
export function fetchMailConfig(): Promise<{ emailAvailable: boolean }> {
  mailConfig ??= getRest<{ emailAvailable: boolean }>('/api/mail/config').catch((error: unknown) => {
    mailConfig = undefined;
    throw error;
  });
  return mailConfig;
}

export interface SubscriptionStart {
  clientSecret: string | null;
  intentType: 'setup' | 'payment' | null;
  subscriptionId: string | null;
  alreadyActive: boolean;
}

/** Registration step 1: a customer and a subscription with the 7-day trial, before the account exists. */
export function startRegistrationSubscription(fields: { email: string; username: string }) {
  return postRest<SubscriptionStart>('/api/create-subscription', fields);
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
  return postRest<{ id: number; username: string }>('/api/register', fields);
}
