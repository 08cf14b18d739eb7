// The API access tab: personal access tokens for the user's own scripts. A new token is shown once
// (with a copy button) and never again; the list shows each token's access, expiry and last use, with
// Revoke. The form validates with the server's own schema (shared/inputs/tokens.inputs.ts).
import { Suspense, useState, type FormEvent } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { ApiAccessCreateMutation } from '../../__generated__/ApiAccessCreateMutation.graphql.ts';
import type { ApiAccessQuery } from '../../__generated__/ApiAccessQuery.graphql.ts';
import type { ApiAccessRevokeMutation } from '../../__generated__/ApiAccessRevokeMutation.graphql.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { fieldErrorsOf } from '#shared/inputs/field-errors.ts';
import { tokenInputs } from '#shared/inputs/tokens.inputs.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatShortDate } from '../../i18n/formatDates.ts';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import { failureToast } from './failureToast.ts';
import '../../components/field.css';

const query = graphql`
  query ApiAccessQuery {
    me {
      apiTokens {
        id
        name
        scope
        createdAt
        expiresAt
        lastUsedAt
      }
    }
  }
`;

const createMutation = graphql`
  mutation ApiAccessCreateMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ApiAccessRevokeMutation($id: ID!) {
    revokeApiToken(id: $id) {
      revokedId
    }
  }
`;

type ExpiryChoice = '30' | '90' | '365' | 'never';

export function ApiAccess() {
  // Bumped after a change: the list is read again from the server.
  const [fetchKey, setFetchKey] = useState(0);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="privacy api-access">
      <section className="privacy__section" aria-labelledby="api-access-title">
        <h2 id="api-access-title" className="privacy__title">
          {m.api_access_title()}
        </h2>
        <p>{m.api_access_intro()}</p>
        <p className="account-form__intro">{m.api_access_limits()}</p>
      </section>
      {created && <NewToken token={created} onDone={() => setCreated(null)} />}
      <CreateToken
        onCreated={(token) => {
          setCreated(token);
          setFetchKey((key) => key + 1);
        }}
      />
      <Suspense
        fallback={
          <SkeletonRegion label={m.loading_inline()}>
            <SkeletonBlock width="100%" height="4rem" />
          </SkeletonRegion>
        }
      >
        <TokenList fetchKey={fetchKey} onRevoked={() => setFetchKey((key) => key + 1)} />
      </Suspense>
      <section className="privacy__section" aria-labelledby="api-use-title">
        <h3 id="api-use-title" className="api-access__subtitle">
          {m.api_access_use_title()}
        </h3>
        <p>{m.api_access_use_text()}</p>
        <pre className="api-access__code">
          <code>{`curl -H "Authorization: Bearer oneiro_pat_…" ${window.location.origin}/api/dreams`}</code>
        </pre>
        <a className="api-access__link" href="/graphql">
          {m.api_access_graphiql()}
        </a>
      </section>
    </div>
  );
}

function CreateToken({ onCreated }: { onCreated: (token: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [scope, setScope] = useState('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [commit, isPending] = useMutation<ApiAccessCreateMutation>(createMutation);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = {
      name: String(new FormData(form).get('name') ?? ''),
      scope,
      expiresInDays: expiry === 'never' ? null : Number(expiry),
    };
    const parsed = tokenInputs(getUiLocale()).create.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    commit({
      variables: {
        input: {
          name: parsed.data.name,
          scope: parsed.data.scope === 'read-write' ? 'READ_WRITE' : 'READ',
          expiresInDays: parsed.data.expiresInDays,
        },
      },
      onCompleted: (response) => {
        form.reset();
        onCreated(response.createApiToken.token);
      },
      onError: (error) => {
        // A field's error is shown under that field (the toast would say it twice).
        if (error instanceof GraphQLRequestError) setErrors(error.fieldErrors);
        failureToast(m.api_access_create_failed, error);
      },
    });
  }

  return (
    <section className="privacy__section" aria-labelledby="api-create-title">
      <h3 id="api-create-title" className="api-access__subtitle">
        {m.api_access_create_title()}
      </h3>
      <Form className="account-form" validationErrors={errors} onSubmit={submit}>
        <TextInputField name="name" label={m.api_access_name()} hint={m.api_access_name_hint()} />
        <RadioGroup className="api-access__choices" value={scope} onChange={setScope}>
          <Label className="field__label">{m.api_access_scope()}</Label>
          <Radio className="api-access__choice" value="read">
            {m.api_access_scope_read()}
          </Radio>
          <Radio className="api-access__choice" value="read-write">
            {m.api_access_scope_write()}
          </Radio>
        </RadioGroup>
        <RadioGroup
          className="api-access__choices"
          value={expiry}
          onChange={(value) => setExpiry(value as ExpiryChoice)}
        >
          <Label className="field__label">{m.api_access_expiry()}</Label>
          <Radio className="api-access__choice" value="30">
            {m.api_access_days({ days: 30 })}
          </Radio>
          <Radio className="api-access__choice" value="90">
            {m.api_access_days({ days: 90 })}
          </Radio>
          <Radio className="api-access__choice" value="365">
            {m.api_access_days({ days: 365 })}
          </Radio>
          <Radio className="api-access__choice" value="never">
            {m.api_access_never()}
          </Radio>
        </RadioGroup>
        {expiry === 'never' && (
          <p className="api-access__warning" role="note">
            {m.api_access_never_warning()}
          </p>
        )}
        <div className="account-form__actions">
          <Button type="submit" className="button button--primary" isDisabled={isPending}>
            {isPending ? m.api_access_creating() : m.api_access_create()}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      showToast({ title: m.api_access_copied, variant: 'default' });
    } catch {
      // Without clipboard access the token stays selectable on screen.
    }
  }
  return (
    <div className="api-access__new" role="status">
      <p className="api-access__new-title">{m.api_access_new_title()}</p>
      <p>{m.api_access_new_text()}</p>
      <code className="api-access__token" aria-label={m.api_access_token_label()}>
        {token}
      </code>
      <div className="account-form__actions">
        <Button className="button button--primary" onPress={copy}>
          {m.api_access_copy()}
        </Button>
        <Button className="button button--secondary" onPress={onDone}>
          {m.api_access_done()}
        </Button>
      </div>
    </div>
  );
}

function TokenList({ fetchKey, onRevoked }: { fetchKey: number; onRevoked: () => void }) {
  const data = useLazyLoadQuery<ApiAccessQuery>(query, {}, { fetchKey, fetchPolicy: 'network-only' });
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [commit, isPending] = useMutation<ApiAccessRevokeMutation>(revokeMutation);
  const tokens = data.me?.apiTokens ?? [];

  function revoke() {
    if (!revoking) return;
    commit({
      variables: { id: revoking.id },
      onCompleted: () => {
        setRevoking(null);
        onRevoked();
      },
      onError: (error) => failureToast(m.api_access_revoke_failed, error),
    });
  }

  return (
    <section className="privacy__section" aria-labelledby="api-list-title">
      <h3 id="api-list-title" className="api-access__subtitle">
        {m.api_access_list_title()}
      </h3>
      {tokens.length === 0 ? (
        <p className="account-form__intro">{m.api_access_none()}</p>
      ) : (
        <ul className="api-access__list">
          {tokens.map((token) => (
            <li key={token.id} className="api-access__item">
              <div className="api-access__item-text">
                <p className="api-access__item-name">{token.name}</p>
                <p className="api-access__item-meta">
                  {token.scope === 'READ_WRITE' ? m.api_access_scope_write() : m.api_access_scope_read()}
                  {' · '}
                  {token.expiresAt
                    ? m.api_access_expires({ date: formatShortDate(token.expiresAt) })
                    : m.api_access_never()}
                  {' · '}
                  {token.lastUsedAt
                    ? m.api_access_last_used({ date: formatShortDate(token.lastUsedAt) })
                    : m.api_access_never_used()}
                </p>
              </div>
              <Button
                className="button button--danger-outline"
                onPress={() => setRevoking({ id: token.id, name: token.name })}
              >
                {m.api_access_revoke()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={m.api_access_revoke_title()}
        confirmLabel={m.api_access_revoke()}
        cancelLabel={m.common_cancel()}
        onConfirm={revoke}
        isPending={isPending}
        pendingLabel={m.api_access_revoking()}
      >
        <p>{m.api_access_revoke_text({ name: revoking?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
