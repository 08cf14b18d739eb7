// Dreams as aggregates only (last 30 days): new dreams per day (the usage rows), how long they are,
// and the tags most used across accounts (only tags 3 or more people use). Never a dream's text.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AdminDreamsTabQuery } from '../../__generated__/AdminDreamsTabQuery.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatCount, formatUsageDay } from './adminFormat.ts';
import { AdminSection } from './AdminSection.tsx';
import { BarList } from './BarList.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

const query = graphql`
  query AdminDreamsTabQuery {
    adminDreamInsights {
      lengthBuckets {
        label
        count
      }
      topTags {
        name
        dreams
        users
      }
    }
    adminUsage(days: 30) {
      id
      date
      newDreams
    }
  }
`;

export function AdminDreamsTab() {
  const { adminDreamInsights: insights, adminUsage: usage } = useLazyLoadQuery<AdminDreamsTabQuery>(
    query,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <div className="admin-insights">
      <p className="admin-privacy">{m.admin_privacy_note()}</p>
      <p className="admin-section__note">{m.admin_window()}</p>
      <div className="admin-insights__grid">
        <AdminSection id="admin-dreams-per-day" title={m.admin_per_day_title()}>
          {usage.length === 0 ? (
            <p className="admin-empty">{m.admin_no_usage()}</p>
          ) : (
            <BarList
              items={usage.map((row) => ({ key: row.id, label: formatUsageDay(row.date), value: row.newDreams }))}
            />
          )}
        </AdminSection>
        <AdminSection id="admin-dream-length" title={m.admin_length_title()}>
          <BarList
            items={insights.lengthBuckets.map((bucket) => ({
              key: bucket.label,
              label: m.admin_length_bucket({ label: bucket.label }),
              value: bucket.count,
            }))}
          />
        </AdminSection>
      </div>
      <AdminSection id="admin-top-tags" title={m.admin_tags_title()}>
        <p className="admin-section__note">{m.admin_tags_note()}</p>
        {insights.topTags.length === 0 ? (
          <p className="admin-empty">{m.admin_no_tags()}</p>
        ) : (
          <ScrollRegion label={m.admin_tags_title()}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{m.admin_col_tag()}</th>
                  <th scope="col">{m.admin_col_dreams()}</th>
                  <th scope="col">{m.admin_col_people()}</th>
                </tr>
              </thead>
              <tbody>
                {insights.topTags.map((tag) => (
                  <tr key={tag.name}>
                    <th scope="row">{tag.name}</th>
                    <td>{formatCount(tag.dreams)}</td>
                    <td>{formatCount(tag.users)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </AdminSection>
    </div>
  );
}
