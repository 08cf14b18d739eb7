// The panels of the interpretation tabs: Jung's, Rogers's and the CBT analysis (premium, written by
// the interpreter) and Your Take. A panel stays mounted (hidden) once opened, so a generation it
// follows still ends with its toast and its text in the store when the reader switched tabs.
import { useCallback, useEffect, useState } from 'react';
import { TabPanel, type Key } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { InterpretationPanels_dream$key } from '../../../__generated__/InterpretationPanels_dream.graphql.ts';
import type { InterpretationPanels_query$key } from '../../../__generated__/InterpretationPanels_query.graphql.ts';
import InterpretationPanelsRefreshQuery from '../../../__generated__/InterpretationPanelsRefreshQuery.graphql.ts';
import type { AiInterpretationType } from '#shared/interpretations/types.ts';
import { showToast } from '../../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { AiInterpretationPanel } from './AiInterpretationPanel.tsx';
import { OwnInterpretationPanel } from './OwnInterpretationPanel.tsx';
import './interpretations.css';

const dreamFragment = graphql`
  fragment InterpretationPanels_dream on DreamEntry @refetchable(queryName: "InterpretationPanelsRefreshQuery") {
    id
    interpretations {
      id
      type
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

  return (
    <>
      {AI_TABS.map(({ id, type }) => (
        <TabPanel key={id} id={id} className="dream-tabs__panel" shouldForceMount={openedTabs.has(id)}>
          <AiInterpretationPanel
            dreamId={dreamId}
            type={type}
            interpretation={byType(type)}
            hasAccess={hasAccess}
            isOffline={interpreter === 'OFFLINE'}
            isRefreshing={isRefreshing}
            onStale={refresh}
            generateRequest={type === 'JUNG_AI' ? jungRequest : 0}
          />
        </TabPanel>
      ))}
      <TabPanel id={OWN_TAB} className="dream-tabs__panel" shouldForceMount={openedTabs.has(OWN_TAB)}>
        <OwnInterpretationPanel dreamId={dreamId} interpretation={byType('USER')} />
      </TabPanel>
    </>
  );
}
