// What the insights route asks first: whether this account has the premium features. Insights itself
// answers PAYMENT_REQUIRED without them, and as a non-null field that error would empty the whole
// page's answer; knowing first, the route asks for the figures only when they will come back.
import { graphql } from 'react-relay';

export const insightsAccessQuery = graphql`
  query InsightsAccessQuery {
    me {
      id
      hasAccess
    }
  }
`;
