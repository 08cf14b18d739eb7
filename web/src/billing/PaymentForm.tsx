// The card form (Stripe Elements) for a subscription's first confirmation: a SetupIntent for a trial
// (the card is kept for when it ends) or the first invoice's PaymentIntent. Loaded lazily (React.lazy)
// with Stripe.js only when the payment step is shown. Card details go from the Element straight to
// Stripe; this server only ever sees the subscription's id.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { DestructiveAlert } from '../components/Alert.tsx';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../i18n/uiLocale.ts';
import { loadStripeJs } from './loadStripe.ts';
import '../components/button.css';
import './billing.css';

export interface PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  intentType: 'setup' | 'payment';
  submitLabel: string;
  /** Where Stripe sends the browser back when a bank asks for a redirect (3-D Secure). */
  returnUrl: string;
  /** Just before Stripe is asked (a bank may take the browser away to returnUrl). */
  onConfirming?: () => void;
  /** The card was set up or paid without leaving the page. */
  onConfirmed: () => void;
  /** The toast's title when Stripe refuses (its own message, in the UI language, is the description). */
  refusedTitle: () => string;
}

type Loading = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export default function PaymentForm(props: PaymentFormProps) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadStripeJs(props.publishableKey).then(
      (stripe) => current && setLoading({ state: 'ready', stripe }),
      () => current && setLoading({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [props.publishableKey, attempt]);

  if (loading.state === 'loading') {
    return (
      <p className="payment-form__status" role="status">
        {m.billing_payment_loading()}
      </p>
    );
  }
  if (loading.state === 'failed') {
    return (
      <div className="payment-form">
        <DestructiveAlert title={m.toast_payment_error()}>{m.billing_stripe_unavailable()}</DestructiveAlert>
        <Button
          className="button button--secondary"
          onPress={() => {
            setLoading({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {m.billing_try_again()}
        </Button>
      </div>
    );
  }
  const locale = getUiLocale();
  return (
    <Elements
      stripe={loading.stripe}
      options={{ clientSecret: props.clientSecret, locale, appearance: { theme: 'stripe' } }}
    >
      <ConfirmForm {...props} />
    </Elements>
  );
}

/** Stripe's refusal with its reason, or the generic payment error when Stripe gave none (or failed). */
function showFailure(refusedTitle: () => string, message: string | null) {
  showToast(
    message
      ? { title: refusedTitle, description: message }
      : { title: m.toast_payment_error, description: m.toast_payment_error_text },
  );
}

function ConfirmForm({
  intentType,
  submitLabel,
  returnUrl,
  onConfirming,
  onConfirmed,
  refusedTitle,
}: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isConfirming, setConfirming] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || isConfirming) return;
    setConfirming(true);
    onConfirming?.();
    try {
      // Without a bank redirect the result comes back here; with one, Stripe returns to returnUrl.
      const confirmParams = { return_url: returnUrl };
      const result =
        intentType === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (result.error) showFailure(refusedTitle, result.error.message ?? null);
      else onConfirmed();
    } catch {
      showFailure(refusedTitle, null);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <form className="payment-form" onSubmit={(event) => void confirm(event)}>
      <PaymentElement />
      <Button type="submit" className="button button--primary button--block" isDisabled={!stripe || isConfirming}>
        {isConfirming ? m.billing_confirming() : submitLabel}
      </Button>
    </form>
  );
}
