// The admin dashboard's Feedback tab (spec section 2): every user's feedback in a 500 px scroll area
// with ID, User (username, or 'User #{id}'), Rating, Feedback text, Public, the Testimonial switch
// (only public feedback can be one) and Date. It loads its own data, a page at a time, so the admin
// page only has to mount it.
import { Suspense } from 'react';
import { Button, Switch } from 'react-aria-components';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { AdminFeedbackTabPaginationQuery } from '../../__generated__/AdminFeedbackTabPaginationQuery.graphql.ts';
import type { AdminFeedbackTabQuery } from '../../__generated__/AdminFeedbackTabQuery.graphql.ts';
import type { AdminFeedbackTab_query$key } from '../../__generated__/AdminFeedbackTab_query.graphql.ts';
import { StarIcon } from '../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { formatShortDate } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useSetTestimonialMutation } from '../../mutations/useSetTestimonialMutation.ts';
import '../../components/button.css';
import './admin-feedback.css';

const PAGE_SIZE = 50;

const adminFeedbackTabQuery = graphql`
  query AdminFeedbackTabQuery($count: Int!) {
    ...AdminFeedbackTab_query @arguments(count: $count)
  }
`;

const feedbackFragment = graphql`
  fragment AdminFeedbackTab_query on Query
  @refetchable(queryName: "AdminFeedbackTabPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    adminFeedback(first: $count, after: $cursor) @connection(key: "AdminFeedbackTab_adminFeedback") {
      totalCount
      edges {
        node {
          id
          databaseId
          userId
          username
          rating
          feedbackText
          isPublic
          isTestimonial
          createdAt
        }
      }
    }
  }
`;

export function AdminFeedbackTab() {
  return (
    <section className="admin-feedback" aria-labelledby="admin-feedback-heading">
      <h2 id="admin-feedback-heading" className="admin-feedback__heading">
        {m.admin_feedback_title()}
      </h2>
      <Suspense
        fallback={
          <SkeletonRegion label={m.admin_feedback_loading()} className="admin-feedback__scroll">
            <SkeletonBlock height="100%" />
          </SkeletonRegion>
        }
      >
        <AdminFeedbackTable />
      </Suspense>
    </section>
  );
}

function AdminFeedbackTable() {
  const query = useLazyLoadQuery<AdminFeedbackTabQuery>(
    adminFeedbackTabQuery,
    { count: PAGE_SIZE },
    // An admin opening the tab again wants what users sent since.
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminFeedbackTabPaginationQuery,
    AdminFeedbackTab_query$key
  >(feedbackFragment, query);
  const [setTestimonial] = useSetTestimonialMutation();
  const { edges, totalCount } = data.adminFeedback;

  const toggle = (id: string, isTestimonial: boolean) =>
    setTestimonial(id, isTestimonial, {
      onCompleted: () => showToast({ title: m.admin_feedback_updated }),
      onError: (error) =>
        showToast({ title: m.admin_feedback_update_failed, description: error.message, variant: 'destructive' }),
    });

  if (edges.length === 0) return <p className="admin-feedback__empty">{m.admin_feedback_empty()}</p>;

  return (
    <>
      <p className="admin-feedback__count">{m.admin_feedback_count({ count: totalCount })}</p>
      {/* Focusable so a keyboard can scroll it (it scrolls both ways on a phone). */}
      <div className="admin-feedback__scroll" tabIndex={0} role="region" aria-labelledby="admin-feedback-heading">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{m.admin_feedback_col_id()}</th>
              <th scope="col">{m.admin_feedback_col_user()}</th>
              <th scope="col">{m.admin_feedback_col_rating()}</th>
              <th scope="col">{m.admin_feedback_col_text()}</th>
              <th scope="col">{m.admin_feedback_col_public()}</th>
              <th scope="col">{m.admin_feedback_col_testimonial()}</th>
              <th scope="col">{m.admin_feedback_col_date()}</th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id}>
                <td>{node.databaseId}</td>
                <td>{node.username || m.admin_feedback_user_fallback({ userId: node.userId })}</td>
                <td>
                  <span
                    className="admin-feedback__stars"
                    role="img"
                    aria-label={m.testimonials_rating({ rating: node.rating })}
                  >
                    {Array.from({ length: 5 }, (_, star) => (
                      <StarIcon key={star} width={14} height={14} filled={star < node.rating} />
                    ))}
                  </span>
                </td>
                <td className="admin-feedback__text">
                  {node.feedbackText ?? <span className="admin-feedback__none">{m.admin_feedback_no_comment()}</span>}
                </td>
                <td>{node.isPublic ? m.admin_feedback_yes() : m.admin_feedback_no()}</td>
                <td>
                  <Switch
                    className="switch"
                    isSelected={node.isTestimonial}
                    isDisabled={!node.isPublic}
                    onChange={(isSelected) => toggle(node.id, isSelected)}
                    aria-label={m.admin_feedback_testimonial_switch({ id: node.databaseId })}
                    aria-describedby={node.isPublic ? undefined : 'admin-feedback-private-hint'}
                  >
                    <span className="switch__track" aria-hidden="true">
                      <span className="switch__thumb" />
                    </span>
                  </Switch>
                </td>
                <td>{formatShortDate(node.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p id="admin-feedback-private-hint" className="visually-hidden">
          {m.admin_feedback_testimonial_private()}
        </p>
        {hasNext && (
          <div className="admin-feedback__more">
            <Button className="button button--secondary" onPress={() => loadNext(PAGE_SIZE)} isPending={isLoadingNext}>
              {m.admin_feedback_load_more()}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
