// Interpretations as aggregates only (last 30 days): how many of each type, and how their readers
// rated them (thumbs for Jung and Rogers, helpful or not for CBT). Never an interpretation's text.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AdminInterpretationsTabQuery } from '../../__generated__/AdminInterpretationsTabQuery.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatCount, formatPercent } from './adminFormat.ts';
import { AdminSection } from './AdminSection.tsx';
import { BarList } from './BarList.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

const query = graphql`
  query AdminInterpretationsTabQuery {
    adminInterpretationInsights {
      types {
        type
        total
        up
        down
        helpful
        notHelpful
      }
    }
  }
`;

const TYPE_LABELS: Record<string, () => string> = {
  JUNG_AI: m.admin_type_JUNG_AI,
  ROGERS_AI: m.admin_type_ROGERS_AI,
  CBT_AI: m.admin_type_CBT_AI,
  USER: m.admin_type_USER,
};

export function AdminInterpretationsTab() {
  const { adminInterpretationInsights: insights } = useLazyLoadQuery<AdminInterpretationsTabQuery>(
    query,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const label = (type: string) => TYPE_LABELS[type]?.() ?? type;
  return (
    <div className="admin-insights">
      <p className="admin-privacy">{m.admin_privacy_note()}</p>
      <p className="admin-section__note">{m.admin_window()}</p>
      <AdminSection id="admin-interpretation-types" title={m.admin_interpretations_title()}>
        <BarList items={insights.types.map((row) => ({ key: row.type, label: label(row.type), value: row.total }))} />
      </AdminSection>
      <AdminSection id="admin-interpretation-feedback" title={m.admin_feedback_ratio()}>
        <ScrollRegion label={m.admin_feedback_ratio()}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{m.admin_col_type()}</th>
                <th scope="col">{m.admin_col_total()}</th>
                <th scope="col">{m.admin_col_up()}</th>
                <th scope="col">{m.admin_col_down()}</th>
                <th scope="col">{m.admin_col_helpful()}</th>
                <th scope="col">{m.admin_col_not_helpful()}</th>
                <th scope="col">{m.admin_feedback_ratio()}</th>
              </tr>
            </thead>
            <tbody>
              {insights.types
                .filter((row) => row.type !== 'USER')
                .map((row) => {
                  const positive = row.up + row.helpful;
                  const rated = positive + row.down + row.notHelpful;
                  return (
                    <tr key={row.type}>
                      <th scope="row">{label(row.type)}</th>
                      <td>{formatCount(row.total)}</td>
                      <td>{formatCount(row.up)}</td>
                      <td>{formatCount(row.down)}</td>
                      <td>{formatCount(row.helpful)}</td>
                      <td>{formatCount(row.notHelpful)}</td>
                      <td>{rated === 0 ? m.admin_ratio_none() : formatPercent(positive, rated)}</td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </ScrollRegion>
      </AdminSection>
    </div>
  );
}
