// Subscriptions: starting one (at registration, before the account exists, or as an upgrade),
// linking a paid one to the account being created, cancelling at period end, and applying
// Stripe's current state of a subscription to the account that holds it (webhooks).
import type Stripe from 'stripe';
import type { User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { AppError, fieldError, notFound } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { Logger } from '../../logger.ts';
import type { StripeSettings } from '../../config.ts';
import { hasAccess } from './access.ts';
import { billingFieldsOf, type BillingFields } from './subscription-state.ts';
import type { StripeClient } from './stripe-client.ts';

export const TRIAL_DAYS = 7;

export interface StartedSubscription {
  /** Confirmed in the browser with Stripe.js; null when nothing needs confirming (already active). */
  clientSecret: string | null;
  /** A trial sets up a card for later (a SetupIntent); without one the first month is paid now. */
  intentType: 'setup' | 'payment' | null;
  subscriptionId: string | null;
  alreadyActive: boolean;
}

/** The subscription's state with what confirming it needs: the setup or the first invoice's payment. */
const EXPAND = ['pending_setup_intent', 'latest_invoice.confirmation_secret'];

export class BillingService {
  constructor(
    private readonly stripe: StripeClient,
    readonly settings: Pick<StripeSettings, 'priceId' | 'publishableKey' | 'webhookSecret'>,
    private readonly logger: Logger,
  ) {}

  /** Stripe failed or could not be reached: logged, and the user hears to try again. */
  private async provider<T>(work: () => Promise<T>, locale: Locale): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error({ err: error }, 'Stripe request failed');
      throw new AppError('PAYMENT_PROVIDER_FAILED', m.error_payment_provider({}, { locale }));
    }
  }

  private async createSubscription(customer: string, withTrial: boolean, metadata: Record<string, string>) {
    return this.stripe.subscriptions.create({
      customer,
      items: [{ price: this.settings.priceId }],
      ...(withTrial
        ? {
            trial_period_days: TRIAL_DAYS,
            // A trial whose card was never set up ends with the trial instead of billing nobody.
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          }
        : {}),
      // Nothing is charged or activated until the browser confirms the card (Stripe Elements).
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata,
      expand: EXPAND,
    });
  }

  private started(subscription: Stripe.Subscription): StartedSubscription {
    const setup = subscription.pending_setup_intent;
    if (setup && typeof setup !== 'string' && setup.client_secret) {
      return {
        clientSecret: setup.client_secret,
        intentType: 'setup',
        subscriptionId: subscription.id,
        alreadyActive: false,
      };
    }
    const invoice = subscription.latest_invoice;
    const secret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
    if (secret)
      return { clientSecret: secret, intentType: 'payment', subscriptionId: subscription.id, alreadyActive: false };
    // A trial on a customer who already has a card needs no confirmation.
    return { clientSecret: null, intentType: null, subscriptionId: subscription.id, alreadyActive: true };
  }

  /**
   * Registration, step 1: a customer for the email and a subscription with the 7-day trial, before
   * the account exists (it is created after the card is set up, and linked by `linkForRegistration`).
   */
  async startForRegistration(input: { email: string; username: string }, locale: Locale): Promise<StartedSubscription> {
    return this.provider(async () => {
      const customer = await this.stripe.customers.create({
        email: input.email,
        name: input.username,
        metadata: { username: input.username },
      });
      const subscription = await this.createSubscription(customer.id, true, { username: input.username });
      return this.started(subscription);
    }, locale);
  }

  /**
   * An upgrade from /subscription. The 7-day trial is offered once per account: someone whose trial
   * or subscription ended pays from the first day.
   */
  async startForUser(user: User, locale: Locale): Promise<StartedSubscription> {
    if (hasAccess(user, true) && (user.grandfathered || user.stripeSubscriptionId)) {
      return { clientSecret: null, intentType: null, subscriptionId: user.stripeSubscriptionId, alreadyActive: true };
    }
    return this.provider(async () => {
      const customerId =
        user.stripeCustomerId ??
        (
          await this.stripe.customers.create({
            email: user.email,
            name: user.username,
            metadata: { userId: String(user.id), username: user.username },
          })
        ).id;
      // A subscription still billing (a failed renewal Stripe retries) or never confirmed ends here,
      // so starting again never leaves two subscriptions charging one person.
      if (user.stripeSubscriptionId && ['past_due', 'incomplete'].includes(user.subscriptionStatus)) {
        await this.stripe.subscriptions.cancel(user.stripeSubscriptionId);
      }
      const firstTime = user.trialEndsAt === null && user.stripeSubscriptionId === null;
      const subscription = await this.createSubscription(customerId, firstTime, { userId: String(user.id) });
      await this.store(user.id, billingFieldsOf(subscription));
      return this.started(subscription);
    }, locale);
  }

  /**
   * Registration, step 3: the billing fields of the account about to be created, from the
   * subscription started in step 1. The customer must carry the registration's email and belong to no
   * account yet, so a payment is linked to the person who made it, once; an account creation that
   * failed leaves it unlinked, so trying again links it.
   */
  async linkForRegistration(subscriptionId: string, email: string, locale: Locale): Promise<BillingFields> {
    const refuse = () => fieldError('subscriptionId', m.error_subscription_not_yours({}, { locale }));
    if (!/^sub_\w{1,200}$/.test(subscriptionId)) throw refuse();
    const subscription = await this.provider(async () => {
      try {
        return await this.stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['customer', 'pending_setup_intent'],
        });
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) throw refuse();
        throw error;
      }
    }, locale);
    const customer = subscription.customer;
    if (typeof customer === 'string' || customer.deleted || customer.email?.toLowerCase() !== email.toLowerCase()) {
      throw refuse();
    }
    // Step 2 not done: the trial's card was never set up (Stripe clears the pending SetupIntent once
    // it succeeds), or the first payment never went through.
    const setup = subscription.pending_setup_intent;
    if ((setup && typeof setup !== 'string' && setup.status !== 'succeeded') || subscription.status === 'incomplete') {
      throw fieldError('subscriptionId', m.error_payment_not_set_up({}, { locale }));
    }
    const linked = await db().user.findFirst({
      where: { OR: [{ stripeCustomerId: customer.id }, { stripeSubscriptionId: subscription.id }] },
      select: { id: true },
    });
    if (linked) throw refuse();
    return billingFieldsOf(subscription);
  }

  /** Cancels at the end of the period (or trial): access lasts until then, nothing more is billed. */
  async cancel(user: User, locale: Locale): Promise<User> {
    if (!user.stripeSubscriptionId || user.subscriptionStatus === 'canceled') throw notFound(locale);
    const subscription = await this.provider(
      () => this.stripe.subscriptions.update(user.stripeSubscriptionId!, { cancel_at_period_end: true }),
      locale,
    );
    return this.store(user.id, billingFieldsOf(subscription));
  }

  /**
   * Applies Stripe's current state of a subscription to the account holding it. Webhook events may
   * arrive late or out of order, so their payload is only a hint: the state is read again from
   * Stripe. A subscription no account holds yet (registration not finished) is left alone: linking
   * reads its state then. An account's older subscription never overwrites its newer one.
   */
  async sync(subscriptionId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const fields = billingFieldsOf(subscription);
    const holder = await db().user.findFirst({
      where: {
        OR: [
          { stripeSubscriptionId: subscription.id },
          { stripeCustomerId: fields.stripeCustomerId, stripeSubscriptionId: null },
        ],
      },
      select: { id: true },
    });
    if (holder) await this.store(holder.id, fields);
  }

  private store(userId: number, fields: BillingFields): Promise<User> {
    return db().user.update({ where: { id: userId }, data: fields });
  }
}
