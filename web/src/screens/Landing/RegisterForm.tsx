// Username, email, password and an optional full name; the interface language becomes the account's.
// With billing off the account is created at once. With billing on (spec section 2, /landing):
// step 1 starts a subscription with the 7-day trial for this email (a client secret), step 2 sets the
// card up with Stripe Elements, step 3 creates the account linked to that subscription. Either way
// the page then reloads, signed in. Plain fetch (registrationApi.ts), no Relay: the landing page
// stays small.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { TextInputField } from '../../components/TextInputField.tsx';
import { showToastAfterReload } from '../../components/toast/toastAfterReload.ts';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { AuthForm } from './AuthForm.tsx';
import { loadAuthInputs } from './authInputs.ts';
import {
  ApiRequestError,
  fetchBillingConfig,
  fetchMailConfig,
  registerAccount,
  startRegistrationSubscription,
  type RegistrationFields,
} from './registrationApi.ts';
import { useFormErrors } from './useFormErrors.ts';
import '../../billing/billing.css';

const PaymentForm = lazy(() => import('../../billing/PaymentForm.tsx'));

/**
 * A card set up (step 2) for an email whose account was not created yet (step 3 failed, or a bank's
 * redirect reloaded the page): the next registration with that email links it instead of paying
 * again. Only ids, never the password.
 */
const PAID_KEY = 'oneiro:registration-subscription';

function paidSubscriptionFor(email: string): string | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PAID_KEY) ?? 'null') as { email: string; id: string } | null;
    return stored && stored.email === email ? stored.id : undefined;
  } catch {
    return undefined;
  }
}

interface PaymentStep {
  fields: RegistrationFields;
  publishableKey: string;
  clientSecret: string;
  intentType: 'setup' | 'payment';
  subscriptionId: string;
}

export function RegisterForm() {
  const [isSending, setSending] = useState(false);
  const [payment, setPayment] = useState<PaymentStep | null>(null);
  const errors = useFormErrors();
  const { clear, showInvalid, showFailure } = errors;

  /** Step 3 (or the only step with billing off): the account, then the page again, signed in. */
  async function createAccount(fields: RegistrationFields) {
    try {
      // Unanswered, the usual welcome: it promises nothing about mail either way.
      const [user, emailAvailable] = await Promise.all([
        registerAccount(fields),
        fetchMailConfig().then(
          (config) => config.emailAvailable,
          () => true,
        ),
      ]);
      sessionStorage.removeItem(PAID_KEY);
      if (fields.subscriptionId) showToastAfterReload(emailAvailable ? 'trialStarted' : 'trialStartedNoMail');
      else showToastAfterReload(emailAvailable ? 'accountCreated' : 'accountCreatedNoMail', user.username);
      window.location.reload();
    } catch (error) {
      setPayment(null);
      setSending(false);
      // A subscription the server will not link (its card was never set up) is not kept for a retry.
      if (error instanceof ApiRequestError && error.fieldErrors.subscriptionId) sessionStorage.removeItem(PAID_KEY);
      if (fields.subscriptionId) {
        showToast({ title: m.toast_account_creation_failed, description: m.toast_account_creation_failed_text });
      }
      showFailure(error as Error);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    clear();
    const locale = getUiLocale();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const { authInputs } = await loadAuthInputs();
    const parsed = authInputs(locale).register.safeParse(values);
    if (!parsed.success) return showInvalid(parsed.error);
    const { username, email, password, fullName } = parsed.data;
    const fields: RegistrationFields = {
      username,
      email,
      password,
      confirmPassword: password,
      fullName,
      preferredLanguage: locale,
    };
    setSending(true);
    try {
      const billing = await fetchBillingConfig();
      if (!billing.enabled || !billing.publishableKey) return await createAccount(fields);
      const paid = paidSubscriptionFor(email);
      if (paid) return await createAccount({ ...fields, subscriptionId: paid });
      const start = await startRegistrationSubscription({ email, username });
      if (!start.subscriptionId) throw new Error('no subscription');
      if (!start.clientSecret || !start.intentType) {
        return await createAccount({ ...fields, subscriptionId: start.subscriptionId });
      }
      setPayment({
        fields,
        publishableKey: billing.publishableKey,
        clientSecret: start.clientSecret,
        intentType: start.intentType,
        subscriptionId: start.subscriptionId,
      });
    } catch (error) {
      setSending(false);
      // A field the server refused (a taken name) shows under its field; anything else is the spec's
      // registration error.
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) return showFailure(error);
      showToast({ title: m.toast_registration_error, description: m.toast_registration_error_text });
    }
  }

  if (payment) {
    const { fields, subscriptionId } = payment;
    return (
      <div className="register-payment">
        <h3 className="register-payment__title">{m.billing_register_step_payment()}</h3>
        <p className="register-payment__lead">{m.billing_payment_lead_trial()}</p>
        <Suspense
          fallback={
            <p className="payment-form__status" role="status">
              {m.billing_payment_loading()}
            </p>
          }
        >
          <PaymentForm
            publishableKey={payment.publishableKey}
            clientSecret={payment.clientSecret}
            intentType={payment.intentType}
            submitLabel={m.billing_start_trial()}
            returnUrl={`${window.location.origin}/landing`}
            // Kept before confirming: if the bank's check reloads the page, the next registration with
            // this email links the card set up there.
            onConfirming={() =>
              sessionStorage.setItem(PAID_KEY, JSON.stringify({ email: fields.email, id: subscriptionId }))
            }
            onConfirmed={() => void createAccount({ ...fields, subscriptionId })}
            refusedTitle={m.toast_payment_setup_failed}
          />
        </Suspense>
        <Button
          className="button button--secondary"
          onPress={() => {
            setPayment(null);
            setSending(false);
          }}
        >
          {m.billing_back()}
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      errors={errors}
      onSubmit={submit}
      isPending={isSending}
      submitLabel={m.auth_register_submit()}
      pendingLabel={m.auth_register_pending()}
      failureTitle={m.auth_register_failed()}
    >
      <TextInputField name="username" label={m.auth_username()} autoComplete="username" />
      <TextInputField name="email" label={m.auth_email()} type="email" autoComplete="email" />
      <TextInputField name="password" label={m.auth_password()} type="password" autoComplete="new-password" />
      <TextInputField name="fullName" label={m.auth_full_name_optional()} autoComplete="name" />
    </AuthForm>
  );
}
