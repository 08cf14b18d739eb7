// Tags given together: the pairs on at least two dreams of the range, the most frequent first, each
// with a bar against the most frequent pair.
import { graphql, useFragment } from 'react-relay';
import type { InsightsTagPairs_insights$key } from '../../__generated__/InsightsTagPairs_insights.graphql.ts';
import { tagColor } from '../../components/tags/tagColor.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatNumber } from './insightsFormat.ts';
import { InsightsSection } from './InsightsSection.tsx';
import '../../components/tags/tags.css';

const fragment = graphql`
  fragment InsightsTagPairs_insights on Insights {
    tagPairs {
      tags
      count
    }
  }
`;

export function InsightsTagPairs({ insights }: { insights: InsightsTagPairs_insights$key }) {
  const { tagPairs } = useFragment(fragment, insights);
  const most = Math.max(1, ...tagPairs.map((pair) => pair.count));
  return (
    <InsightsSection title={m.insights_tag_pairs_title()} note={m.insights_tag_pairs_note()}>
      {tagPairs.length === 0 ? (
        <p className="insights-section__empty">{m.insights_tag_pairs_none()}</p>
      ) : (
        <ol className="insights-pairs">
          {tagPairs.map(({ tags, count }) => (
            <li key={tags.join('\u0000')} className="insights-pairs__item">
              <span className="insights-pairs__tags">
                {tags.map((tag, index) => (
                  <span key={tag} className="insights-pairs__tag-wrap">
                    {index > 0 && <span className="insights-pairs__plus">{m.insights_tag_pairs_and()}</span>}
                    <span className={`tag tag--${tagColor(tag)}`}>{tag}</span>
                  </span>
                ))}
              </span>
              <span className="insights-pairs__bar" aria-hidden="true">
                <span style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="insights-pairs__count">{m.insights_in_dreams({ count: formatNumber(count) })}</span>
            </li>
          ))}
        </ol>
      )}
    </InsightsSection>
  );
}
