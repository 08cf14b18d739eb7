// / (home): the greeting, then the journal's state - the three newest dreams, or the first step.
// The greeting shows at once; only the dreams wait for the query, behind placeholders of their size.
import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { HomeQuery } from '../../__generated__/HomeQuery.graphql.ts';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import { HomeRecentDreams } from './HomeRecentDreams.tsx';
import '../../components/dream-card.css';
import './home.css';

// The screen's query, started by the route loader.
const homeQuery = graphql`
  query HomeQuery {
    me {
      ...HomeRecentDreams_user
    }
  }
`;

export function Home() {
  useUiLocale();
  useDocumentTitle(m.home_title());
  return (
    <div className="page home">
      <h1 className="page-title">{m.home_title()}</h1>
      <p className="page-lead">{m.home_tagline()}</p>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeJournal />
      </Suspense>
    </div>
  );
}

function HomeJournal() {
  const data = useRouteQuery<HomeQuery>(homeQuery);
  return data.me ? <HomeRecentDreams user={data.me} /> : null;
}

/** The shape of 'Recent Dreams' with three cards and the button. */
function HomeSkeleton() {
  return (
    <SkeletonRegion label={m.loading_inline()} className="home-recent">
      <SkeletonBlock width="10rem" height="1.75rem" />
      <div className="dream-card-list">
        {[0, 1, 2].map((index) => (
          <div key={index} className="dream-card dream-card--skeleton">
            <SkeletonBlock width="55%" height="1.35rem" />
            <SkeletonBlock width="8rem" height="0.9rem" />
            <SkeletonBlock width="100%" height="1rem" />
            <SkeletonBlock width="70%" height="1rem" />
          </div>
        ))}
      </div>
      <SkeletonBlock width="12rem" height="2.75rem" />
    </SkeletonRegion>
  );
}
