// /subscription (spec section 2): the plan and the account's place in it. Grandfathered accounts see
// their lifetime access; a running trial or subscription its badge, its end or next billing date and
// a way to cancel (at period end, access kept until then); anyone else the upgrade: the plan card,
// Start Free Trial, then the card form (Stripe Elements, loaded only then) and an FAQ. A server
// without billing says that everything is included. Returning from Stripe with ?success=true shows
// 'Payment Successful', reads the status again and cleans the URL.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SubscriptionQuery } from '../../__generated__/SubscriptionQuery.graphql.ts';
import type { Subscription_me$data, Subscription_me$key } from '../../__generated__/Subscription_me.graphql.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CheckIcon, SparkleIcon } from '../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { formatLongDate } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useCancelSubscriptionMutation } from '../../mutations/useCancelSubscriptionMutation.ts';
import {
  useCreateSubscriptionMutation,
  type SubscriptionStart,
} from '../../mutations/useCreateSubscriptionMutation.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import '../../components/button.css';
import './subscription.css';

const PaymentForm = lazy(() => import('../../billing/PaymentForm.tsx'));

export const subscriptionQuery = graphql`
  query SubscriptionQuery {
    billingConfig {
      enabled
      publishableKey
    }
    me {
      ...Subscription_me
    }
  }
`;

// What this page shows of the account's plan; cancelling returns the same fields
// (useCancelSubscriptionMutation.ts), so the page follows without asking again.
const meFragment = graphql`
  fragment Subscription_me on User {
    hasAccess
    grandfathered
    subscriptionStatus
    trialEndsAt
    subscriptionEndsAt
    stripeSubscription {
      id
      status
      trialEnd
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`;

type Me = Subscription_me$data;

const FEATURES = [
  m.subscription_feature_unlimited,
  m.subscription_feature_jung,
  m.subscription_feature_rogers,
  m.subscription_feature_cbt,
  m.subscription_feature_patterns,
  m.subscription_feature_export,
];

const FAQ = [
  [m.subscription_faq_cancel_q, m.subscription_faq_cancel_a],
  [m.subscription_faq_trial_q, m.subscription_faq_trial_a],
  [m.subscription_faq_security_q, m.subscription_faq_security_a],
  [m.subscription_faq_plan_q, m.subscription_faq_plan_a],
] as const;

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

export function Subscription() {
  useUiLocale();
  useDocumentTitle(m.subscription_title());
  return (
    <div className="page subscription">
      <h1 className="page-title">{m.subscription_title()}</h1>
      <Suspense fallback={<SubscriptionSkeleton />}>
        <SubscriptionContent />
      </Suspense>
    </div>
  );
}

function SubscriptionSkeleton() {
  return (
    <SkeletonRegion label={m.subscription_loading()} className="subscription__card">
      <SkeletonBlock width="40%" height="1.5em" />
      <SkeletonBlock width="70%" />
      <SkeletonBlock width="60%" />
    </SkeletonRegion>
  );
}

/** Reads the status again from the server (after a payment, or when the server changed it). */
function useRefreshStatus() {
  const environment = useRelayEnvironment();
  return () =>
    fetchQuery<SubscriptionQuery>(environment, subscriptionQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
}

/** The return from Stripe (or from an in-page confirmation): toast, fresh status, clean URL. */
function usePaymentReturn(refresh: () => void) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const succeeded = searchParams.get('success') === 'true';
  useEffect(() => {
    if (!succeeded) return;
    showToast({ title: m.toast_payment_successful, description: m.toast_payment_successful_text });
    refresh();
    void navigate('/subscription', { replace: true });
    // Once per return: refresh and navigate are new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [succeeded]);
}

function SubscriptionContent() {
  const data = useRouteQuery<SubscriptionQuery>(subscriptionQuery);
  const { billingConfig } = data;
  const me = useFragment<Subscription_me$key>(meFragment, data.me);
  const refresh = useRefreshStatus();
  usePaymentReturn(refresh);
  if (!me) return null;
  if (!billingConfig.enabled) return <BillingOffView />;
  if (me.grandfathered) return <GrandfatheredView />;
  if (me.hasAccess) return <ActiveView me={me} />;
  // The trial is offered once per account (the server decides; this only words the button).
  const trialUsed = me.trialEndsAt !== null || me.stripeSubscription !== null;
  return <UpgradeView publishableKey={billingConfig.publishableKey ?? ''} refresh={refresh} trialUsed={trialUsed} />;
}

function FeatureList() {
  return (
    <ul className="subscription__features">
      {FEATURES.map((feature, index) => (
        <li key={index}>
          <CheckIcon width={18} height={18} className="subscription__check" />
          {feature()}
        </li>
      ))}
    </ul>
  );
}

function BillingOffView() {
  return (
    <section className="subscription__card" aria-labelledby="subscription-off-title">
      <h2 id="subscription-off-title" className="subscription__card-title">
        {m.subscription_billing_off_title()}
      </h2>
      <p className="subscription__lead">{m.subscription_billing_off_text()}</p>
      <FeatureList />
    </section>
  );
}

function GrandfatheredView() {
  return (
    <section className="subscription__card" aria-labelledby="subscription-grandfathered-title">
      <span className="subscription__badge subscription__badge--active">{m.subscription_grandfathered_badge()}</span>
      <h2 id="subscription-grandfathered-title" className="subscription__card-title">
        {m.subscription_grandfathered_title()}
      </h2>
      <p className="subscription__lead">{m.subscription_grandfathered_text()}</p>
      <FeatureList />
    </section>
  );
}

function ActiveView({ me }: { me: Me }) {
  const [cancel, isCancelling] = useCancelSubscriptionMutation();
  const [isConfirming, setConfirming] = useState(false);
  const subscription = me.stripeSubscription;
  const isTrial = me.subscriptionStatus === 'trial';
  const isCancelled = subscription?.cancelAtPeriodEnd === true;
  const trialEnd = fromUnix(subscription?.trialEnd) ?? me.trialEndsAt;
  const nextBilling = fromUnix(subscription?.currentPeriodEnd);
  const accessEnds = me.subscriptionEndsAt;
  let dateLine: string | null = null;
  if (isCancelled && accessEnds) dateLine = m.subscription_access_until({ date: formatLongDate(accessEnds) });
  else if (isTrial && trialEnd) dateLine = m.subscription_trial_ends({ date: formatLongDate(trialEnd) });
  else if (nextBilling) dateLine = m.subscription_next_billing({ date: formatLongDate(nextBilling) });
  const badge = isCancelled
    ? m.subscription_badge_cancelled()
    : isTrial
      ? m.subscription_badge_trial()
      : m.subscription_badge_active();
  return (
    <section className="subscription__card" aria-labelledby="subscription-active-title">
      <span className={`subscription__badge${isCancelled ? '' : ' subscription__badge--active'}`}>{badge}</span>
      <h2 id="subscription-active-title" className="subscription__card-title">
        {m.subscription_current_plan()}
      </h2>
      {dateLine && <p className="subscription__lead">{dateLine}</p>}
      <FeatureList />
      {subscription && !isCancelled && (
        <>
          <Button className="button button--secondary" onPress={() => setConfirming(true)}>
            {m.subscription_cancel()}
          </Button>
          <ConfirmDialog
            isOpen={isConfirming}
            onOpenChange={setConfirming}
            title={m.subscription_cancel_confirm_title()}
            confirmLabel={m.subscription_cancel()}
            cancelLabel={m.subscription_cancel_keep()}
            isPending={isCancelling}
            pendingLabel={m.subscription_cancelling()}
            onConfirm={() =>
              cancel({
                onCancelled: (endsAt) => {
                  setConfirming(false);
                  showToast({
                    title: m.toast_subscription_cancelled,
                    description: () =>
                      m.toast_subscription_cancelled_text({ date: endsAt ? formatLongDate(endsAt) : '' }),
                  });
                },
                onError: (error) => {
                  setConfirming(false);
                  showToast({ title: m.toast_cancel_failed, description: error.message });
                },
              })
            }
          >
            {m.subscription_cancel_confirm_text()}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}

function UpgradeView({
  publishableKey,
  refresh,
  trialUsed,
}: {
  publishableKey: string;
  refresh: () => void;
  trialUsed: boolean;
}) {
  const [start, isStarting] = useCreateSubscriptionMutation();
  const [started, setStarted] = useState<SubscriptionStart | null>(null);
  const navigate = useNavigate();

  function startTrial() {
    start({
      onStarted: (result) => {
        if (result.alreadyActive || !result.clientSecret) {
          showToast({ title: m.toast_subscription_active, description: m.toast_subscription_active_text });
          refresh();
          return;
        }
        setStarted(result);
      },
      onError: () => showToast({ title: m.toast_subscription_failed, description: m.toast_try_again_later }),
    });
  }

  return (
    <>
      <section className="subscription__plan" aria-labelledby="subscription-plan-title">
        <span className="subscription__popular">{m.subscription_popular()}</span>
        <span className="subscription__plan-icon">
          <SparkleIcon width={22} height={22} />
        </span>
        <h2 id="subscription-plan-title" className="subscription__card-title">
          {m.subscription_plan_name()}
        </h2>
        <p className="subscription__lead">{m.subscription_upgrade_lead()}</p>
        <p className="subscription__price">
          <span className="subscription__amount">{m.subscription_price()}</span>
          <span className="subscription__period">{m.subscription_per_month()}</span>
        </p>
        <p className="subscription__badges">
          <span className="subscription__badge subscription__badge--active">{m.subscription_trial_badge()}</span>
          <span className="subscription__badge">{m.subscription_cancel_anytime()}</span>
        </p>
        <FeatureList />
        {started?.clientSecret && started.intentType ? (
          <div className="subscription__payment">
            <h3 className="subscription__payment-title">{m.billing_payment_title()}</h3>
            <p className="subscription__note">
              {started.intentType === 'setup' ? m.billing_payment_lead_trial() : m.billing_payment_lead_now()}
            </p>
            <Suspense
              fallback={
                <p className="payment-form__status" role="status">
                  {m.billing_payment_loading()}
                </p>
              }
            >
              <PaymentForm
                publishableKey={publishableKey}
                clientSecret={started.clientSecret}
                intentType={started.intentType === 'setup' ? 'setup' : 'payment'}
                submitLabel={m.billing_start_subscription()}
                returnUrl={`${window.location.origin}/subscription?success=true`}
                onConfirmed={() => void navigate('/subscription?success=true', { replace: true })}
                refusedTitle={m.toast_payment_failed}
              />
            </Suspense>
          </div>
        ) : (
          <Button className="button button--primary button--block" onPress={startTrial} isDisabled={isStarting}>
            {isStarting ? m.billing_starting() : trialUsed ? m.billing_start_subscription() : m.billing_start_trial()}
          </Button>
        )}
      </section>
      <section className="subscription__faq" aria-labelledby="subscription-faq-title">
        <h2 id="subscription-faq-title" className="subscription__faq-title">
          {m.subscription_faq_heading()}
        </h2>
        {FAQ.map(([question, answer], index) => (
          <details key={index} className="subscription__question">
            <summary>{question()}</summary>
            <p>{answer()}</p>
          </details>
        ))}
      </section>
    </>
  );
}
