// What comes back: symbols, people, places and feelings found in at least two dreams of the range,
// one tab per kind, each with its count, first and last night, its trend over the range's sixths and,
// on a click, the dreams behind it.
import { Suspense, useId, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type {
  InsightsElementKind,
  InsightsRecurring_insights$data,
  InsightsRecurring_insights$key,
} from '../../__generated__/InsightsRecurring_insights.graphql.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { InsightsDreamList } from './InsightsDreamList.tsx';
import { formatDay, formatNumber } from './insightsFormat.ts';
import { InsightsSection } from './InsightsSection.tsx';
import { MiniBars } from './MiniBars.tsx';

const fragment = graphql`
  fragment InsightsRecurring_insights on Insights {
    recurring {
      kind
      key
      label
      count
      firstSeen
      lastSeen
      trend
      dreamIds
    }
  }
`;

type Element = InsightsRecurring_insights$data['recurring'][number];

const KINDS: { kind: InsightsElementKind; label: () => string }[] = [
  { kind: 'SYMBOL', label: m.insights_kind_symbols },
  { kind: 'PERSON', label: m.insights_kind_people },
  { kind: 'PLACE', label: m.insights_kind_places },
  { kind: 'FEELING', label: m.insights_kind_feelings },
];

export function InsightsRecurring({ insights }: { insights: InsightsRecurring_insights$key }) {
  const { recurring } = useFragment(fragment, insights);
  const kinds = KINDS.map((kind) => ({ ...kind, elements: recurring.filter((element) => element.kind === kind.kind) }));
  const firstWithElements = kinds.find((kind) => kind.elements.length > 0)?.kind ?? 'SYMBOL';
  return (
    <InsightsSection
      title={m.insights_recurring_title()}
      note={m.insights_recurring_note()}
      className="insights-recurring"
    >
      <Tabs defaultSelectedKey={firstWithElements}>
        <TabList className="insights-tabs insights-tabs--wrap" aria-label={m.insights_recurring_kinds()}>
          {kinds.map(({ kind, label, elements }) => (
            <Tab key={kind} id={kind} className="insights-tab">
              {label()} <span className="insights-tab__count">{formatNumber(elements.length)}</span>
            </Tab>
          ))}
        </TabList>
        {kinds.map(({ kind, elements }) => (
          <TabPanel key={kind} id={kind} className="insights-tab-panel">
            {elements.length === 0 ? (
              <p className="insights-section__empty">{m.insights_recurring_none()}</p>
            ) : (
              <ul className="insights-recurring__list">
                {elements.map((element) => (
                  <RecurringElement key={element.key} element={element} />
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </InsightsSection>
  );
}

function RecurringElement({ element }: { element: Element }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const count = formatNumber(element.count);
  return (
    <li className="insights-recurring__item">
      <div className="insights-recurring__main">
        <p className="insights-recurring__label">{element.label}</p>
        <p className="insights-recurring__count">{m.insights_in_dreams({ count })}</p>
        <p className="insights-recurring__dates">
          {m.insights_first_last({ first: formatDay(element.firstSeen), last: formatDay(element.lastSeen) })}
        </p>
      </div>
      <div className="insights-recurring__trend">
        <MiniBars values={element.trend} />
        <span className="visually-hidden">
          {m.insights_trend_words({ values: element.trend.map((value) => formatNumber(value)).join(', ') })}
        </span>
      </div>
      <Button
        className="button button--ghost insights-recurring__toggle"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onPress={() => setOpen(!isOpen)}
      >
        {isOpen ? m.insights_hide_dreams() : m.insights_show_dreams({ count })}
        <ChevronDownIcon width={16} height={16} className={isOpen ? 'insights-chevron--open' : ''} />
      </Button>
      {isOpen && (
        <div id={listId} className="insights-recurring__dreams">
          <Suspense fallback={<p className="inline-loading">{m.loading_inline()}</p>}>
            <InsightsDreamList ids={element.dreamIds} />
          </Suspense>
        </div>
      )}
    </li>
  );
}
