// 'Import a Journal': a file from Oneiro (this server or another) or from another journal app (Day
// One, a spreadsheet, Web Dream Journal) added to this account. The server reads the file first
// (importPreview, nothing written): how many dreams, their dates, the first few, and for a spreadsheet
// which column is which, to correct before importing. Then a summary of what was added and what was
// already here (importing the same file again adds nothing).
import { useState, type FormEvent } from 'react';
import { Button, Label, ProgressBar } from 'react-aria-components';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ImportJournalPreviewQuery } from '../../__generated__/ImportJournalPreviewQuery.graphql.ts';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatShortDate } from '../../i18n/formatDates.ts';
import {
  useImportJournalMutation,
  type CsvMappingInput,
  type ImportFormat,
  type ImportSummary,
} from '../../mutations/useImportJournalMutation.ts';
import { useImportProgress, type ImportProgress } from './useImportProgress.ts';
import '../../components/field.css';

const previewQuery = graphql`
  query ImportJournalPreviewQuery($document: String!, $format: ImportFormat!, $csvMapping: CsvMappingInput) {
    importPreview(document: $document, format: $format, csvMapping: $csvMapping) {
      dreams
      firstDate
      lastDate
      sample {
        title
        date
      }
      csvColumns
      csvMapping {
        date
        title
        text
        tags
      }
    }
  }
`;

type Preview = NonNullable<ImportJournalPreviewQuery['response']['importPreview']>;

const FORMATS: { value: ImportFormat; label: () => string; accept: string }[] = [
  { value: 'ONEIRO', label: m.import_format_oneiro, accept: 'application/json,.json' },
  { value: 'DAY_ONE', label: m.import_format_day_one, accept: 'application/json,.json' },
  { value: 'CSV', label: m.import_format_csv, accept: 'text/csv,.csv,.txt' },
  { value: 'WEB_DREAM_JOURNAL', label: m.import_format_web_dream_journal, accept: 'application/json,.json' },
];

const MAPPED_PARTS = [
  { key: 'date', label: m.import_column_date, optional: false },
  { key: 'title', label: m.import_column_title, optional: true },
  { key: 'text', label: m.import_column_text, optional: false },
  { key: 'tags', label: m.import_column_tags, optional: true },
] as const;

export function ImportJournal() {
  const environment = useRelayEnvironment();
  const [importJournal, isImporting] = useImportJournalMutation();
  const [format, setFormat] = useState<ImportFormat>('ONEIRO');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<CsvMappingInput | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [isReading, setReading] = useState(false);
  const progress = useImportProgress(isImporting);

  function failed(title: () => string, error: unknown) {
    showToast({
      title,
      description: error instanceof Error && error.message ? error.message : m.account_try_again,
      variant: 'destructive',
    });
  }

  async function read(text: string, nextFormat: ImportFormat, nextMapping: CsvMappingInput | null) {
    setReading(true);
    try {
      const data = await fetchQuery<ImportJournalPreviewQuery>(environment, previewQuery, {
        document: text,
        format: nextFormat,
        csvMapping: nextMapping,
      }).toPromise();
      const next = data?.importPreview ?? null;
      setPreview(next);
      setMapping(next?.csvMapping ? { ...next.csvMapping } : null);
    } catch (error) {
      setPreview(null);
      failed(m.import_failed, error);
    } finally {
      setReading(false);
    }
  }

  async function choose(chosen: File | undefined) {
    setSummary(null);
    setPreview(null);
    if (!chosen || chosen.size === 0) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    await read(text, format, null);
  }

  function changeFormat(next: ImportFormat) {
    setFormat(next);
    setPreview(null);
    if (file) void read(file.text, next, null);
  }

  function remap(key: keyof CsvMappingInput, value: string) {
    if (!mapping || !file) return;
    const next = { ...mapping, [key]: value === '' ? null : Number(value) };
    setMapping(next);
    void read(file.text, format, next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setSummary(null);
    importJournal(
      file.text,
      {
        onDone: (result) => {
          setSummary(result);
          showToast({ title: m.import_done, description: () => summaryText(result) });
        },
        onError: (error) => failed(m.import_failed, error),
      },
      { format, csvMapping: format === 'CSV' ? mapping : null },
    );
  }

  const busy = isImporting || isReading;
  const accept = FORMATS.find((option) => option.value === format)?.accept;
  return (
    <section className="privacy__section" aria-labelledby="import-title">
      <h2 id="import-title" className="privacy__title">
        {m.import_title()}
      </h2>
      <p>{m.import_text()}</p>
      <form className="export__markdown import" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="import-format">
            {m.import_format()}
          </label>
          <select
            id="import-format"
            className="field__input"
            value={format}
            onChange={(event) => changeFormat(event.target.value as ImportFormat)}
          >
            {FORMATS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label()}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="import-file">
            {m.import_file()}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept={accept}
            className="import__file"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {preview && format === 'CSV' && mapping && preview.csvColumns && (
          <fieldset className="import__mapping">
            <legend className="field__label">{m.import_columns()}</legend>
            {MAPPED_PARTS.map((part) => (
              <div key={part.key} className="field">
                <label className="field__label" htmlFor={`import-column-${part.key}`}>
                  {part.label()}
                </label>
                <select
                  id={`import-column-${part.key}`}
                  className="field__input"
                  value={mapping[part.key] ?? ''}
                  onChange={(event) => remap(part.key, event.target.value)}
                >
                  {part.optional && <option value="">{m.import_column_none()}</option>}
                  {preview.csvColumns!.map((column, index) => (
                    <option key={index} value={index}>
                      {column || `#${index + 1}`}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        )}
        {preview && (
          <div className="import__preview" role="status">
            <p>
              {preview.firstDate && preview.lastDate
                ? m.import_preview({
                    count: preview.dreams,
                    from: formatShortDate(preview.firstDate),
                    to: formatShortDate(preview.lastDate),
                  })
                : m.import_preview_empty()}
            </p>
            <ul className="import__sample">
              {preview.sample.slice(0, 3).map((dream, index) => (
                <li key={index}>
                  {formatShortDate(dream.date)} · {dream.title || m.import_untitled()}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button type="submit" className="button button--secondary" isDisabled={busy || !file || !preview}>
          {busy ? m.import_pending() : m.import_submit()}
        </Button>
        {isImporting && progress && <ImportProgressBar progress={progress} />}
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

/** A long import's bar: checking the file's dreams, then writing the new ones (the larger share). */
function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const { phase, done, total } = progress;
  // Checking is the first fifth of the bar, writing the rest: one bar that only moves forward.
  const share = total === 0 ? 1 : done / total;
  const value = phase === 'CHECKING' ? share * 20 : 20 + share * 80;
  const text = phase === 'CHECKING' ? m.import_checking({ done, total }) : m.import_progress({ done, total });
  return (
    <ProgressBar className="import__progress" value={value} valueLabel={text}>
      {({ percentage }) => (
        <>
          <Label className="visually-hidden">{m.import_progress_label()}</Label>
          <span className="import__progress-text">{text}</span>
          <div className="import__progress-track">
            <div className="import__progress-fill" style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
