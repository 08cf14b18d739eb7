// /print?from=&to=: the journal of a range of days as a document for the browser's "Save as PDF" -
// each dream under its date, optionally with its interpretations, one dream per page. The controls
// (the range, interpretations on or off, Print) are not printed; neither is the app around the page.
import { Suspense, useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { PrintQuery } from '../../__generated__/PrintQuery.graphql.ts';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { isAiInterpretationType } from '#shared/interpretations/types.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatLongDate } from '../../i18n/formatDates.ts';
import { getUiLocale, useUiLocale } from '../../i18n/uiLocale.ts';
import { InterpretationText } from '../DreamDetails/interpretations/InterpretationText.tsx';
import { VOICES } from '../DreamDetails/interpretations/voices.ts';
import '../../components/button.css';
import '../../components/field.css';
import './print.css';

const query = graphql`
  query PrintQuery($from: DateTime, $to: DateTime) {
    me {
      username
      printableJournal(from: $from, to: $to) {
        truncated
        dreams {
          id
          title
          date
          content
          tags
          lucid
          nightmare
          recurring
          mood
          vividness
          sleepQuality
          interpretations {
            id
            type
            content
          }
        }
      }
    }
  }
`;

/** A yyyy-mm-dd day as the UTC midnight the server counts days from. */
const dayValue = (day: string | null) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null);

export function Print() {
  useUiLocale();
  useDocumentTitle(m.print_title());
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [withInterpretations, setWithInterpretations] = useState(params.get('interpretations') !== 'false');
  const [withFacts, setWithFacts] = useState(true);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const name of ['from', 'to'] as const) {
      const value = String(form.get(name) ?? '');
      if (value) next[name] = value;
    }
    setParams(next, { replace: true });
  }

  return (
    <div className="page print-journal">
      <form className="print-journal__controls" onSubmit={apply} aria-label={m.print_controls()}>
        <h1 className="page-title">{m.print_title()}</h1>
        <p className="print-journal__intro">{m.print_intro()}</p>
        <div className="print-journal__range">
          <label className="field">
            <span className="field__label">{m.print_from()}</span>
            <input className="field__input" type="date" name="from" defaultValue={from} />
          </label>
          <label className="field">
            <span className="field__label">{m.print_to()}</span>
            <input className="field__input" type="date" name="to" defaultValue={to} />
          </label>
          <Button type="submit" className="button button--secondary">
            {m.print_show()}
          </Button>
        </div>
        <Checkbox
          className="print-journal__checkbox"
          isSelected={withInterpretations}
          onChange={setWithInterpretations}
        >
          {m.print_with_interpretations()}
        </Checkbox>
        <Checkbox className="print-journal__checkbox" isSelected={withFacts} onChange={setWithFacts}>
          {m.print_with_facts()}
        </Checkbox>
        <Button className="button button--primary" onPress={() => window.print()}>
          {m.print_button()}
        </Button>
      </form>
      <Suspense
        fallback={
          <SkeletonRegion label={m.loading_inline()}>
            <SkeletonBlock width="100%" height="12rem" />
          </SkeletonRegion>
        }
      >
        <PrintedJournal from={from} to={to} withInterpretations={withInterpretations} withFacts={withFacts} />
      </Suspense>
    </div>
  );
}

function PrintedJournal({
  from,
  to,
  withInterpretations,
  withFacts,
}: {
  from: string;
  to: string;
  withInterpretations: boolean;
  withFacts: boolean;
}) {
  const data = useLazyLoadQuery<PrintQuery>(
    query,
    { from: dayValue(from), to: dayValue(to) },
    { fetchPolicy: 'network-only' },
  );
  const locale = getUiLocale();
  const journal = data.me?.printableJournal;
  if (!data.me || !journal) return null;
  const range =
    from || to
      ? m.print_range({
          from: from ? formatLongDate(dayValue(from)!) : '…',
          to: to ? formatLongDate(dayValue(to)!) : '…',
        })
      : m.print_all();
  return (
    <article className="print-journal__document" aria-label={m.print_document()}>
      <header className="print-journal__header">
        <p className="print-journal__owner">{m.export_md_title({ username: data.me.username })}</p>
        <p className="print-journal__meta">
          {range} · {m.print_count({ count: journal.dreams.length })}
        </p>
        {journal.truncated && (
          <p className="print-journal__truncated" role="note">
            {m.print_truncated({ count: journal.dreams.length })}
          </p>
        )}
      </header>
      {journal.dreams.length === 0 && <p>{m.print_empty()}</p>}
      {journal.dreams.map((dream) => (
        <section key={dream.id} className="print-journal__dream">
          <h2 className="print-journal__date">{formatLongDate(dream.date)}</h2>
          <h3 className="print-journal__title">{dream.title}</h3>
          {/* Rich text as the server stored it: sanitised there to the editor's formats. */}
          <div className="print-journal__text" dangerouslySetInnerHTML={{ __html: dream.content }} />
          {withFacts && <NightFacts dream={dream} />}
          {dream.tags.length > 0 && (
            <p className="print-journal__tags">
              {m.export_md_tags()}: {dream.tags.join(', ')}
            </p>
          )}
          {withInterpretations &&
            dream.interpretations.map((interpretation) => (
              <section key={interpretation.id} className="print-journal__interpretation">
                <h4>
                  {isAiInterpretationType(interpretation.type) ? VOICES[interpretation.type].title() : m.tab_yours()}
                </h4>
                {isAiInterpretationType(interpretation.type) ? (
                  <InterpretationText type={interpretation.type} content={interpretation.content} locale={locale} />
                ) : (
                  <p className="print-journal__own">{interpretation.content}</p>
                )}
              </section>
            ))}
        </section>
      ))}
    </article>
  );
}

interface Facts {
  lucid?: boolean | null;
  nightmare?: boolean | null;
  recurring?: boolean | null;
  mood?: number | null;
  vividness?: number | null;
  sleepQuality?: number | null;
}

/** The night's facts the dreamer noted, in one line; nothing when none were. */
function NightFacts({ dream }: { dream: Facts }) {
  const facts = [
    dream.lucid ? m.print_fact_lucid() : null,
    dream.nightmare ? m.print_fact_nightmare() : null,
    dream.recurring ? m.print_fact_recurring() : null,
    dream.mood != null ? m.print_fact_mood({ value: dream.mood > 0 ? `+${dream.mood}` : String(dream.mood) }) : null,
    dream.vividness != null ? m.print_fact_vividness({ value: dream.vividness }) : null,
    dream.sleepQuality != null ? m.print_fact_sleep({ value: dream.sleepQuality }) : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return <p className="print-journal__facts">{facts.join(' · ')}</p>;
}
