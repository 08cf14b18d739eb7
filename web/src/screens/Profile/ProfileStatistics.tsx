// 'Dream Statistics': four numbers and the five most used tags, counted by the server, under the way
// to the insights page (its patterns over time): on a phone the bottom bar has no room for a sixth
// item, and this tab is where a reader already looks at their journal in numbers.
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { ProfileStatistics_user$key } from '../../__generated__/ProfileStatistics_user.graphql.ts';
import { ChartIcon } from '../../components/icons.tsx';
import { tagColor } from '../../components/tags/tagColor.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import '../../components/tags/tags.css';

const statsFragment = graphql`
  fragment ProfileStatistics_user on User {
    dreamStats {
      totalDreams
      audioRecordings
      totalTags
      avgTagsPerDream
      topTags(limit: 5) {
        name
        count
      }
    }
  }
`;

/** One decimal ('2.5', '2,5' in Spanish), and a bare '0' for an empty journal (spec). */
function formatAverage(average: number, totalDreams: number): string {
  if (totalDreams === 0) return '0';
  return new Intl.NumberFormat(getUiLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

export function ProfileStatistics({ user }: { user: ProfileStatistics_user$key }) {
  const { dreamStats } = useFragment(statsFragment, user);
  const { totalDreams, audioRecordings, totalTags, avgTagsPerDream, topTags } = dreamStats;
  const number = new Intl.NumberFormat(getUiLocale());
  const figures = [
    { label: m.stats_total_dreams(), value: number.format(totalDreams) },
    { label: m.stats_audio_recordings(), value: number.format(audioRecordings) },
    { label: m.stats_total_tags(), value: number.format(totalTags) },
    { label: m.stats_avg_tags(), value: formatAverage(avgTagsPerDream, totalDreams) },
  ];
  return (
    <div className="profile-stats">
      <Link href="/insights" className="profile-insights">
        <span className="profile-insights__icon">
          <ChartIcon width={22} height={22} />
        </span>
        <span className="profile-insights__text">
          <span className="profile-insights__title">{m.profile_insights_link()}</span>
          <span className="profile-insights__note">{m.profile_insights_text()}</span>
        </span>
      </Link>
      <dl className="stats-grid">
        {figures.map(({ label, value }) => (
          <div key={label} className="stat">
            <dt className="stat__label">{label}</dt>
            <dd className="stat__value">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="themes" aria-labelledby="themes-title">
        <h2 id="themes-title" className="themes__title">
          {m.stats_top_themes()}
        </h2>
        {topTags.length === 0 ? (
          <p className="themes__empty">{m.stats_no_tags()}</p>
        ) : (
          <ol className="themes__list">
            {topTags.map(({ name, count }) => (
              <li key={name} className="themes__item">
                <span className={`tag tag--${tagColor(name)}`}>{name}</span>
                <span className="themes__count">{number.format(count)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
