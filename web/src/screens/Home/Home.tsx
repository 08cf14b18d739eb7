// / (home): the greeting, and the journal's state. Dreams arrive in a later issue; until then every
// journal is empty, so the screen shows the spec's empty state.
import { Link } from 'react-aria-components';
import { graphql } from 'react-relay';
import type { HomeQuery } from '../../__generated__/HomeQuery.graphql.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import '../../components/button.css';
import './home.css';

// The screen's query, started by the route loader; the recent-dreams fragment will join it here.
export const homeQuery = graphql`
  query HomeQuery {
    me {
      id
    }
  }
`;

export function Home() {
  useUiLocale();
  useRouteQuery<HomeQuery>(homeQuery);
  useDocumentTitle(m.home_title());
  return (
    <div className="page home">
      <h1 className="page-title">{m.home_title()}</h1>
      <p className="page-lead">{m.home_tagline()}</p>
      <section className="home-empty" aria-labelledby="home-empty-text">
        <p id="home-empty-text" className="home-empty__text">
          {m.home_empty()}
        </p>
        <Link href="/dreams/new" className="button button--primary">
          <PlusIcon width={18} height={18} />
          {m.home_record_first()}
        </Link>
      </section>
    </div>
  );
}
