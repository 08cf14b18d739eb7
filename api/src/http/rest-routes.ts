// Every REST route of the spec, in one short list: each domain keeps its rows beside its GraphQL
// types (modules/<domain>/<domain>.rest.ts). A new route of a domain touches only that file; a new
// domain adds one line here. Order does not matter: numeric parameters match only digits.
import { accountRoutes } from '../modules/account/account.rest.ts';
import { adminRoutes } from '../modules/admin/admin.rest.ts';
import { audioRoutes } from '../modules/audio/audio.rest.ts';
import { authRoutes } from '../modules/auth/auth.rest.ts';
import { billingRoutes } from '../modules/billing/billing.rest.ts';
import { contentCodeRoutes } from '../modules/content-codes/content-codes.rest.ts';
import { dreamRoutes } from '../modules/dreams/dreams.rest.ts';
import { feedbackRoutes } from '../modules/feedback/feedback.rest.ts';
import { insightsRestRoutes } from '../modules/insights/insights.rest.ts';
import { interpretationRoutes } from '../modules/interpretations/interpretations.rest.ts';
import { reminderRoutes } from '../modules/reminders/reminders.rest.ts';
import { searchRoutes } from '../modules/search/search.rest.ts';
import { tokenRoutes } from '../modules/tokens/tokens.rest.ts';
import type { RestRoute } from './rest-route.ts';

export type { RestRequest, RestRoute } from './rest-route.ts';

export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...accountRoutes,
  ...dreamRoutes,
  ...searchRoutes,
  ...interpretationRoutes,
  ...billingRoutes,
  ...contentCodeRoutes,
  ...feedbackRoutes,
  ...adminRoutes,
  ...tokenRoutes,
  ...insightsRestRoutes,
  ...audioRoutes,
  ...reminderRoutes,
];
