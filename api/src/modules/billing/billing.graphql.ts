// Billing in GraphQL: whether this server sells anything (public, read before sign-in), the
// subscription on `me`, starting one (registration or upgrade) and cancelling at period end.
import { builder } from '../../graphql/builder.ts';
import { AppError, parseInput } from '../../graphql/errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import { UserType } from '../auth/auth.graphql.ts';
import { authInputs } from '#shared/inputs/auth.inputs.ts';
import { z } from 'zod';
import { findTakenFields, spendRegistrationBudget, takenError } from '../auth/auth.service.ts';
import type { StartedSubscription } from './billing.service.ts';
import { stripeStatusOf } from './subscription-state.ts';

const unixOf = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The billing service, or the refusal of a server that sells nothing. */
function billingOf(context: GraphQLContext) {
  const billing = context.services.billing;
  if (!billing) throw new AppError('NOT_FOUND', m.error_billing_off({}, { locale: context.locale }));
  return billing;
}

const BillingConfig = builder
  .objectRef<{ enabled: boolean; publishableKey: string | null }>('BillingConfig')
  .implement({
    description: 'Whether this server sells a subscription, and what a browser needs to take a card.',
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled', {
        description:
          'True when Stripe is configured: the premium features need a trial, a subscription or grandfathering. False: billing is off and every account has them.',
      }),
      publishableKey: t.exposeString('publishableKey', {
        nullable: true,
        description: "Stripe's publishable key for Stripe Elements; null with billing off.",
      }),
    }),
  });

interface SubscriptionView {
  id: string;
  status: string;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

const StripeSubscription = builder.objectRef<SubscriptionView>('StripeSubscription').implement({
  description: "The account's Stripe subscription as last reported by Stripe (times in Unix seconds).",
  fields: (t) => ({
    id: t.exposeString('id', { description: "Stripe's subscription id (`sub_...`)." }),
    status: t.exposeString('status', { description: 'trialing, active, past_due, canceled or incomplete.' }),
    trialEnd: t.exposeInt('trialEnd', {
      nullable: true,
      description: 'When the free trial ends (or ended), in Unix seconds; null without a trial.',
    }),
    currentPeriodEnd: t.exposeInt('currentPeriodEnd', {
      nullable: true,
      description:
        'When the current billing period ends (the next billing date while it renews), in Unix seconds; null if Stripe gave none.',
    }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd', {
      description: 'True once cancelled: access lasts until the period (or trial) ends, and nothing more is billed.',
    }),
  }),
});

builder.objectFields(UserType, (t) => ({
  stripeSubscription: t.field({
    type: StripeSubscription,
    nullable: true,
    description: 'Read from the database, which the webhooks keep in step with Stripe.',
    resolve: (user) =>
      user.stripeSubscriptionId
        ? {
            id: user.stripeSubscriptionId,
            status: stripeStatusOf(user.subscriptionStatus),
            trialEnd: unixOf(user.trialEndsAt),
            currentPeriodEnd: unixOf(user.subscriptionPeriodEndsAt),
            cancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd,
          }
        : null,
  }),
}));

const SubscriptionStart = builder.objectRef<StartedSubscription>('SubscriptionStart').implement({
  description: 'A subscription just started at Stripe, and what the browser must confirm before it counts.',
  fields: (t) => ({
    clientSecret: t.exposeString('clientSecret', {
      nullable: true,
      description: 'Confirmed in the browser with Stripe.js; null when already subscribed.',
    }),
    intentType: t.exposeString('intentType', {
      nullable: true,
      description: '`setup` (a trial: confirmSetup) or `payment` (confirmPayment).',
    }),
    subscriptionId: t.exposeString('subscriptionId', {
      nullable: true,
      description: 'Sent back with `register` to link the subscription to the new account.',
    }),
    alreadyActive: t.exposeBoolean('alreadyActive', {
      description:
        'True when nothing needs confirming: the account already has access (subscribed or grandfathered), or a card is already on file.',
    }),
  }),
});

const StartSubscriptionInput = builder.inputType('StartSubscriptionInput', {
  description:
    'Who subscribes when signed out (registration): checked like registration, CONFLICT when taken. Ignored when signed in.',
  fields: (t) => ({
    email: t.string({ description: 'Registration only (signed out): the email of the account to be.' }),
    username: t.string({ description: 'Registration only (signed out).' }),
  }),
});

builder.queryField('billingConfig', (t) =>
  t.field({
    type: BillingConfig,
    description: 'Public: whether billing is on, and the key Stripe Elements needs.',
    resolve: (_root, _args, context) => ({
      enabled: context.billingEnabled,
      publishableKey: context.services.billing?.settings.publishableKey ?? null,
    }),
  }),
);

builder.mutationFields((t) => ({
  createSubscription: t.field({
    type: SubscriptionStart,
    description:
      'Signed out: registration step 1 (email and username; a customer and a 7-day trial). Signed in: an upgrade. NOT_FOUND with billing off; a token cannot call it.',
    args: {
      input: t.arg({
        type: StartSubscriptionInput,
        description: 'Signed out: the email and username of the account to be. Signed in: leave it out.',
      }),
    },
    resolve: async (_root, { input }, context) => {
      const billing = billingOf(context);
      if (context.viewer) return billing.startForUser(context.viewer, context.locale);
      const { fields } = authInputs(context.locale);
      const { email, username } = parseInput(z.object({ email: fields.email, username: fields.username }), {
        email: input?.email ?? '',
        username: input?.username ?? '',
      });
      // Each start creates a customer at Stripe: the same per-address budget as registration.
      await spendRegistrationBudget(context);
      const taken = await findTakenFields(username, email);
      if (taken.username || taken.email) throw takenError(taken, context.locale);
      return billing.startForRegistration({ email, username }, context.locale);
    },
  }),
  cancelSubscription: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    description:
      'Cancels at the end of the period: access lasts until then, nothing more is billed. NOT_FOUND when there is no subscription, it is already canceled, or billing is off. Needs a signed-in session.',
    resolve: async (_query, _root, _args, context) => {
      const user = await billingOf(context).cancel(context.viewer, context.locale);
      context.viewer = user;
      return user;
    },
  }),
}));
