// /dreams/:id - one dream, to read and to edit in place, with its interpretation tabs. The route
// loader starts the query (or, for an id that is not a number, none: that is the error state).
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { DreamDetailsQuery } from '../../__generated__/DreamDetailsQuery.graphql.ts';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { DreamDetailsError } from './DreamDetailsError.tsx';
import { DreamDetailsView } from './DreamDetailsView.tsx';
import './dream-details.css';
import './print.css';

export const dreamDetailsQuery = graphql`
  query DreamDetailsQuery($databaseId: Int!) {
    dream(databaseId: $databaseId) {
      id
      ...DreamDetailsView_dream
      ...InterpretationPanels_dream
    }
    ...InterpretationPanels_query
  }
`;

export function DreamDetails() {
  useUiLocale();
  useDocumentTitle(m.dream_details_title());
  const reference = useLoaderData() as PreloadedQuery<DreamDetailsQuery> | null;
  if (!reference) return <DreamDetailsError />;
  return (
    <Suspense fallback={<DreamDetailsSkeleton />}>
      <DreamDetailsContent reference={reference} />
    </Suspense>
  );
}

function DreamDetailsContent({ reference }: { reference: PreloadedQuery<DreamDetailsQuery> }) {
  const data = usePreloadedQuery<DreamDetailsQuery>(dreamDetailsQuery, reference);
  const { dream } = data;
  // After this tab deletes the dream it is gone from the store a moment before the page moves on:
  // show nothing in that moment rather than the error state.
  const [isLeaving, setLeaving] = useState(false);
  if (!dream) return isLeaving ? null : <DreamDetailsError />;
  return (
    <DreamDetailsView
      key={dream.id}
      dream={dream}
      interpretations={dream}
      query={data}
      // No network request means the answer came from the store, written before this visit.
      refreshInterpretations={reference.source == null}
      onLeaving={setLeaving}
    />
  );
}

function DreamDetailsSkeleton() {
  return (
    <SkeletonRegion label={m.loading_inline()} className="page dream-details">
      <div className="dream-details__header">
        <SkeletonBlock width="60%" height="2.25rem" />
        <SkeletonBlock width="14rem" height="1rem" style={{ marginTop: 'var(--space-3)' }} />
        <SkeletonBlock width="9rem" height="2.75rem" style={{ marginTop: 'var(--space-4)' }} />
      </div>
      <SkeletonBlock width="100%" height="2.75rem" style={{ marginTop: 'var(--space-5)' }} />
      <SkeletonBlock width="100%" height="15rem" style={{ marginTop: 'var(--space-5)' }} />
    </SkeletonRegion>
  );
}
