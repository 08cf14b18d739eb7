// The panels of the interpretation tabs: Jung's, Rogers's and the CBT analysis (premium, written by
// the interpreter) and Your Take. A panel stays mounted (hidden) once opened, so a generation it
// follows still ends with its toast and its text in the store when the reader switched tabs. A panel
// never opened is not in the page: its interpretation, if there is one, is there for paper only
// (PrintedInterpretation), so that printing the dream prints all of its interpretations.
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { TabPanel, type Key } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { InterpretationPanels_dream$key } from '../../../__generated__/InterpretationPanels_dream.graphql.ts';
import type { InterpretationPanels_query$key } from '../../../__generated__/InterpretationPanels_query.graphql.ts';
import InterpretationPanelsRefreshQuery from '../../../__generated__/InterpretationPanelsRefreshQuery.graphql.ts';
import type { AiInterpretationType } from '#shared/interpretations/types.ts';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { isLocale } from '#shared/i18n/locale.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../../i18n/uiLocale.ts';
import { AiInterpretationPanel } from './AiInterpretationPanel.tsx';
import { InterpretationText } from './InterpretationText.tsx';
import { OwnInterpretationPanel } from './OwnInterpretationPanel.tsx';
import { PanelHeader } from './PanelHeader.tsx';
import { VOICES } from './voices.ts';
import './interpretations.css';

const dreamFragment = graphql`
  fragment InterpretationPanels_dream on DreamEntry @refetchable(queryName: "InterpretationPanelsRefreshQuery") {
    id
    interpretations {
      id
      type
      content
      language
      ...AiInterpretationPanel_interpretation
      ...OwnInterpretationPanel_interpretation
    }
  }
`;

const queryFragment = graphql`
  fragment InterpretationPanels_query on Query {
    me {
      id
      hasAccess
    }
    interpreter
  }
`;

/** The tab ids of the interpretation panels, in tab order. */
export const AI_TABS: readonly { id: string; type: AiInterpretationType }[] = [
  { id: 'jung', type: 'JUNG_AI' },
  { id: 'rogers', type: 'ROGERS_AI' },
  { id: 'cbt', type: 'CBT_AI' },
];
export const OWN_TAB = 'yours';

interface InterpretationPanelsProps {
  dream: InterpretationPanels_dream$key;
  query: InterpretationPanels_query$key;
  /** Tabs opened so far: their panels stay mounted. */
  openedTabs: ReadonlySet<Key>;
  /**
   * The page was shown from the store: interpretations may have been written since (a generation
   * that ended while the reader was elsewhere), so they are read again.
   */
  refreshOnMount: boolean;
  /** Raised by the Dream tab's "Generate Jung's Take" (see AiInterpretationPanel). */
  jungRequest: number;
}

export function InterpretationPanels({
  dream: dreamKey,
  query: queryKey,
  openedTabs,
  refreshOnMount,
  jungRequest,
}: InterpretationPanelsProps) {
  const dream = useFragment(dreamFragment, dreamKey);
  const locale = useUiLocale();
  const { me, interpreter } = useFragment(queryFragment, queryKey);
  const environment = useRelayEnvironment();
  const dreamId = dream.id;

  // A counter rather than a flag: each request to read again starts one fetch.
  const [refreshes, setRefreshes] = useState(refreshOnMount ? 1 : 0);
  const [isRefreshing, setRefreshing] = useState(refreshOnMount);
  const refresh = useCallback(() => {
    setRefreshing(true);
    setRefreshes((count) => count + 1);
  }, []);
  useEffect(() => {
    if (refreshes === 0) return;
    const subscription = fetchQuery(
      environment,
      InterpretationPanelsRefreshQuery,
      { id: dreamId },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => setRefreshing(false),
      error: () => {
        setRefreshing(false);
        // What is shown may be out of date: say so (spec section 8) rather than fail silently.
        showToast({
          title: m.interpretations_load_failed,
          description: m.interpretation_try_later,
          variant: 'destructive',
        });
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, dreamId, refreshes]);

  const hasAccess = me?.hasAccess ?? false;
  const byType = (type: string) => dream.interpretations.find((interpretation) => interpretation.type === type) ?? null;

  const own = byType('USER');

  return (
    <>
      {AI_TABS.map(({ id, type }) => {
        const interpretation = byType(type);
        return (
          <Fragment key={id}>
            <TabPanel id={id} className="dream-tabs__panel" shouldForceMount={openedTabs.has(id)}>
              <AiInterpretationPanel
                dreamId={dreamId}
                type={type}
                interpretation={interpretation}
                hasAccess={hasAccess}
                isOffline={interpreter === 'OFFLINE'}
                isRefreshing={isRefreshing}
                onStale={refresh}
                generateRequest={type === 'JUNG_AI' ? jungRequest : 0}
              />
            </TabPanel>
            {!openedTabs.has(id) && interpretation && (
              <PrintedInterpretation title={VOICES[type].title()} subtitle={VOICES[type].school()}>
                <InterpretationText
                  type={type}
                  content={interpretation.content}
                  locale={isLocale(interpretation.language) ? interpretation.language : locale}
                />
              </PrintedInterpretation>
            )}
          </Fragment>
        );
      })}
      <TabPanel id={OWN_TAB} className="dream-tabs__panel" shouldForceMount={openedTabs.has(OWN_TAB)}>
        <OwnInterpretationPanel dreamId={dreamId} interpretation={own} />
      </TabPanel>
      {!openedTabs.has(OWN_TAB) && own && (
        <PrintedInterpretation title={m.tab_yours()} subtitle={m.own_school()}>
          <p className="own-take__printed">{own.content}</p>
        </PrintedInterpretation>
      )}
    </>
  );
}

/** An interpretation whose tab was never opened, for paper only (hidden on screen: print.css). */
function PrintedInterpretation({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="interpretation-panel print-only">
      <PanelHeader title={title} subtitle={subtitle} />
      {children}
    </section>
  );
}
