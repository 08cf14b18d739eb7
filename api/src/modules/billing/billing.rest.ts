// REST for billing (spec section 7): status, starting and cancelling a subscription, Stripe's browser key.
import { field, fields, restObject, type Json, type RestRoute } from '../../http/rest-route.ts';
import { USER_FIELDS } from '../auth/auth.rest.ts';

export const billingRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/subscription-status',
    document: `query RestSubscriptionStatus {
      me {
        hasAccess grandfathered subscriptionStatus trialEndsAt subscriptionEndsAt
        stripeSubscription { id status trialEnd currentPeriodEnd cancelAtPeriodEnd }
      }
    }`,
    respond: (data) => {
      const me = data.me as (Json & { stripeSubscription: Json | null }) | null;
      if (!me) return null;
      const subscription = me.stripeSubscription;
      return {
        ...me,
        // Stripe's own field names, as the spec's clients read them (times in Unix seconds).
        stripeSubscription: subscription && {
          id: subscription.id,
          status: subscription.status,
          trial_end: subscription.trialEnd,
          current_period_end: subscription.currentPeriodEnd,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
        },
      };
    },
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/create-subscription',
    document: `mutation RestCreateSubscription($input: StartSubscriptionInput) {
      createSubscription(input: $input) { clientSecret intentType subscriptionId alreadyActive }
    }`,
    variables: ({ body }) => ({ input: fields(body, ['email', 'username']) }),
    respond: (data) => field(data, 'createSubscription'),
  },
  {
    method: 'POST',
    path: '/api/cancel-subscription',
    document: `mutation RestCancelSubscription { cancelSubscription { ...RestUser } } ${USER_FIELDS}`,
    respond: (data) => restObject(field(data, 'cancelSubscription')),
  },
  {
    method: 'GET',
    path: '/api/billing/config',
    document: `query RestBillingConfig { billingConfig { enabled publishableKey } }`,
    respond: (data) => field(data, 'billingConfig'),
  },
];
