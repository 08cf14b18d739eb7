// 'Export My Data': everything as JSON (GET /api/user/export, the spec's REST route), or the journal
// as Markdown for the whole journal or a range of days. The button says 'Preparing your export...'
// while a large journal is read.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ExportDataMarkdownQuery } from '../../__generated__/ExportDataMarkdownQuery.graphql.ts';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { downloadText, exportFileName } from './download.ts';
import '../../components/field.css';

const markdownQuery = graphql`
  query ExportDataMarkdownQuery($from: DateTime, $to: DateTime) {
    me {
      journalMarkdown(from: $from, to: $to)
    }
  }
`;

type Pending = 'json' | 'markdown' | null;

/** A day typed in a date field as the UTC midnight the server counts days from, or null when empty. */
const dayOf = (value: FormDataEntryValue | null) => (value ? `${String(value)}T00:00:00.000Z` : null);

export function ExportData() {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<Pending>(null);

  function failed(error: unknown) {
    showToast({
      title: m.export_failed,
      description: error instanceof Error && error.message ? error.message : m.account_try_again,
      variant: 'destructive',
    });
  }

  async function exportJson() {
    setPending('json');
    try {
      const response = await fetch('/api/user/export', { headers: { 'Accept-Language': getUiLocale() } });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
      downloadText(text, exportFileName('json'), 'application/json');
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  }

  async function exportMarkdown(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending('markdown');
    try {
      const data = await fetchQuery<ExportDataMarkdownQuery>(
        environment,
        markdownQuery,
        { from: dayOf(form.get('from')), to: dayOf(form.get('to')) },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!data?.me) throw new Error(m.account_try_again());
      downloadText(data.me.journalMarkdown, exportFileName('md'), 'text/markdown');
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="privacy__section" aria-labelledby="export-title">
      <h2 id="export-title" className="privacy__title">
        {m.export_title()}
      </h2>
      <p>{m.export_text()}</p>
      <Button
        className="button button--secondary export__json"
        onPress={() => void exportJson()}
        isDisabled={pending !== null}
      >
        {pending === 'json' ? m.export_pending() : m.export_json()}
      </Button>
      <form className="export__markdown" onSubmit={(event) => void exportMarkdown(event)}>
        <div className="field">
          <label className="field__label" htmlFor="export-from">
            {m.export_from()}
          </label>
          <input id="export-from" name="from" type="date" className="field__input" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="export-to">
            {m.export_to()}
          </label>
          <input id="export-to" name="to" type="date" className="field__input" />
        </div>
        <Button type="submit" className="button button--secondary" isDisabled={pending !== null}>
          {pending === 'markdown' ? m.export_pending() : m.export_markdown()}
        </Button>
      </form>
    </section>
  );
}
