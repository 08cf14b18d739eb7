// The overview: three figure cards (users with the active ones, dreams, interpretations), the
// platform status from real health (each configured service answering or not, with why and when it
// was checked; how to set up mail when none leaves the server), then the daily usage rows as a chart
// and, beside it, the same figures as a table (the table is what screen readers read; the chart is
// hidden from them).
import { lazy, Suspense } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { AdminOverview_query$key } from '../../__generated__/AdminOverview_query.graphql.ts';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useRefreshUsageMutation } from '../../mutations/useRefreshUsageMutation.ts';
import { formatAverage, formatCount, formatTime, formatUsageDay } from './adminFormat.ts';
import { AdminCard, AdminSection } from './AdminSection.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

// recharts is loaded with this tab only: no other screen pays for it.
const AdminUsageChart = lazy(() => import('./AdminUsageChart.tsx'));

const fragment = graphql`
  fragment AdminOverview_query on Query {
    adminStats {
      totalUsers
      activeUsers
      totalDreams
      totalInterpretations
    }
    adminPlatformStatus {
      healthy
      services {
        service
        state
        setting
        problem
        detail
        checkedAt
      }
    }
    adminUsage(days: 30) {
      id
      date
      activeUsers
      newDreams
      aiInterpretations
      userInterpretations
      avgDreamLength
      avgFeedback
    }
  }
`;

const GOOD_STATES = new Set(['REACHABLE']);

/** `reload` fetches the dashboard's figures again (Admin.tsx). */
export function AdminOverview({ query, reload }: { query: AdminOverview_query$key; reload: () => Promise<unknown> }) {
  const { adminStats: stats, adminPlatformStatus: platform, adminUsage: usage } = useFragment(fragment, query);
  const [computeToday, isComputing] = useRefreshUsageMutation();
  const compute = () =>
    computeToday({
      onDone: () =>
        void reload()
          .then(() => showToast({ title: m.admin_refreshed() }))
          .catch(() => showToast({ title: m.admin_refresh_failed(), variant: 'destructive' })),
      onError: () => showToast({ title: m.admin_refresh_failed(), variant: 'destructive' }),
    });
  const mail = platform.services.find((service) => service.service === 'EMAIL');
  // Oldest first for the chart, newest first in the table (as the server sends them).
  const series = [...usage].reverse();
  return (
    <div className="admin__overview">
      <div className="admin__cards">
        <AdminCard id="admin-card-users" title={m.admin_total_users()}>
          <p className="admin-card__value">{formatCount(stats.totalUsers)}</p>
          <p className="admin-card__note">{m.admin_active_users({ count: formatCount(stats.activeUsers) })}</p>
        </AdminCard>
        <AdminCard id="admin-card-dreams" title={m.admin_total_dreams()}>
          <p className="admin-card__value">{formatCount(stats.totalDreams)}</p>
        </AdminCard>
        <AdminCard id="admin-card-interpretations" title={m.admin_total_interpretations()}>
          <p className="admin-card__value">{formatCount(stats.totalInterpretations)}</p>
        </AdminCard>
      </div>
      <AdminCard id="admin-card-status" title={m.admin_platform_status()} className="admin-card--status">
        <p className={`admin-card__value admin-card__value--${platform.healthy ? 'good' : 'bad'}`}>
          {platform.healthy ? m.admin_healthy() : m.admin_unhealthy()}
        </p>
        <ul className="admin-status">
          {platform.services.map((service) => (
            <li key={service.service} className="admin-status__item">
              <span className="admin-status__line">
                <span>{SERVICE_LABELS[service.service]?.() ?? service.service}</span>
                <span
                  className={`admin-status__state admin-status__state--${stateTone(service.state)}`}
                  title={service.setting}
                >
                  {STATE_LABELS[service.state]?.() ?? service.state}
                </span>
              </span>
              {service.problem && (
                <span className="admin-status__why">
                  {PROBLEM_LABELS[service.problem]?.() ?? service.problem}
                  {service.detail ? ` (${service.detail})` : ''}
                </span>
              )}
              {service.checkedAt && (
                <span className="admin-status__checked">
                  {m.admin_checked_at({ time: formatTime(String(service.checkedAt)) })}
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className="admin-card__note admin-status__note">{m.admin_status_note()}</p>
        {mail && (mail.state === 'NOT_CONFIGURED' || mail.state === 'EMBEDDED_DEFAULT') && (
          <div className="admin-mail-setup" role="note" aria-labelledby="admin-mail-setup-title">
            <h3 id="admin-mail-setup-title" className="admin-mail-setup__title">
              {m.admin_mail_title()}
            </h3>
            <p>{mail.state === 'NOT_CONFIGURED' ? m.admin_mail_off_production() : m.admin_mail_off_development()}</p>
            <p>{m.admin_mail_how()}</p>
          </div>
        )}
      </AdminCard>

      <AdminSection
        id="admin-usage-title"
        title={m.admin_usage_title()}
        action={
          <Button className="button button--secondary" onPress={compute} isDisabled={isComputing}>
            {m.admin_compute_today()}
          </Button>
        }
      >
        <p className="admin-section__note">{m.admin_usage_note()}</p>
        {usage.length === 0 ? (
          <p className="admin-empty">{m.admin_no_usage()}</p>
        ) : (
          <div className="admin-usage">
            <div className="admin-usage__chart" aria-hidden="true">
              <Suspense fallback={null}>
                <AdminUsageChart rows={series} />
              </Suspense>
            </div>
            <ScrollRegion label={m.admin_usage_title()}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{m.admin_col_date()}</th>
                    <th scope="col">{m.admin_col_active_users()}</th>
                    <th scope="col">{m.admin_col_new_dreams()}</th>
                    <th scope="col">{m.admin_col_ai()}</th>
                    <th scope="col">{m.admin_col_user_interpretations()}</th>
                    <th scope="col">{m.admin_col_avg_length()}</th>
                    <th scope="col">{m.admin_col_avg_feedback()}</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{formatUsageDay(row.date)}</th>
                      <td>{formatCount(row.activeUsers)}</td>
                      <td>{formatCount(row.newDreams)}</td>
                      <td>{formatCount(row.aiInterpretations)}</td>
                      <td>{formatCount(row.userInterpretations)}</td>
                      <td>{formatAverage(row.avgDreamLength)}</td>
                      <td>{row.avgFeedback > 0 ? formatAverage(row.avgFeedback) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </AdminSection>
    </div>
  );
}

const SERVICE_LABELS: Record<string, () => string> = {
  DATABASE: m.admin_service_DATABASE,
  AI: m.admin_service_AI,
  TRANSCRIPTION: m.admin_service_TRANSCRIPTION,
  EMAIL: m.admin_service_EMAIL,
  PAYMENTS: m.admin_service_PAYMENTS,
  STORAGE: m.admin_service_STORAGE,
};

/** Green when it answers, red when a configured service does not, grey for defaults and off. */
function stateTone(state: string): 'good' | 'bad' | 'neutral' {
  if (GOOD_STATES.has(state)) return 'good';
  return state === 'UNREACHABLE' ? 'bad' : 'neutral';
}

const PROBLEM_LABELS: Record<string, () => string> = {
  TIMED_OUT: m.admin_problem_TIMED_OUT,
  REFUSED: m.admin_problem_REFUSED,
  HOST_NOT_FOUND: m.admin_problem_HOST_NOT_FOUND,
  CREDENTIALS_REFUSED: m.admin_problem_CREDENTIALS_REFUSED,
  ERROR_STATUS: m.admin_problem_ERROR_STATUS,
  FAILED: m.admin_problem_FAILED,
};

const STATE_LABELS: Record<string, () => string> = {
  REACHABLE: m.admin_state_REACHABLE,
  UNREACHABLE: m.admin_state_UNREACHABLE,
  EMBEDDED_DEFAULT: m.admin_state_EMBEDDED_DEFAULT,
  NOT_CONFIGURED: m.admin_state_NOT_CONFIGURED,
  OFF: m.admin_state_OFF,
};
