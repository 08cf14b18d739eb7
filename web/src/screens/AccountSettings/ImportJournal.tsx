// 'Import a Journal': a JSON export (from this server or another) added to this account, with a
// summary of what was added and what was already here.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useImportJournalMutation, type ImportSummary } from '../../mutations/useImportJournalMutation.ts';
import '../../components/field.css';

export function ImportJournal() {
  const [importJournal, isImporting] = useImportJournalMutation();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [isReading, setReading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setSummary(null);
    setReading(true);
    const text = await file.text().finally(() => setReading(false));
    importJournal(text, {
      onDone: (result) => {
        setSummary(result);
        showToast({ title: m.import_done, description: () => summaryText(result) });
      },
      onError: (error) =>
        showToast({
          title: m.import_failed,
          description: error.message || m.account_try_again,
          variant: 'destructive',
        }),
    });
  }

  const busy = isImporting || isReading;
  return (
    <section className="privacy__section" aria-labelledby="import-title">
      <h2 id="import-title" className="privacy__title">
        {m.import_title()}
      </h2>
      <p>{m.import_text()}</p>
      <form className="export__markdown" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label className="field__label" htmlFor="import-file">
            {m.import_file()}
          </label>
          <input id="import-file" name="file" type="file" accept="application/json,.json" className="import__file" />
        </div>
        <Button type="submit" className="button button--secondary" isDisabled={busy}>
          {busy ? m.import_pending() : m.import_submit()}
        </Button>
      </form>
      <p role="status" className="import__summary">
        {summary && summaryText(summary)}
      </p>
    </section>
  );
}

function summaryText(summary: ImportSummary): string {
  return m.import_summary({
    added: summary.dreamsAdded,
    skipped: summary.dreamsSkipped,
    interpretations: summary.interpretationsAdded,
  });
}
