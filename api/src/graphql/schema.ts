// The whole GraphQL schema: every module registers its types on the builder when imported here.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { guardOwnedTypes } from './owned-types.ts';
import '../modules/admin/admin.graphql.ts';
import '../modules/audio/audio.graphql.ts';
import '../modules/auth/auth.graphql.ts';
import '../modules/billing/billing.graphql.ts';
import '../modules/account/account.graphql.ts';
import '../modules/account/import-progress.graphql.ts';
import '../modules/content-codes/content-codes.graphql.ts';
import '../modules/dreams/dreams.graphql.ts';
import '../modules/feedback/feedback.graphql.ts';
import '../modules/insights/insights.graphql.ts';
import '../modules/interpretations/interpretations.graphql.ts';
import '../modules/print/print.graphql.ts';
import '../modules/reminders/reminders.graphql.ts';
import '../modules/search/search.graphql.ts';
import '../modules/tokens/tokens.graphql.ts';

export const schema = builder.toSchema();
guardOwnedTypes(schema);

/** The SDL checked in as schema.graphql (sorted, so it diffs cleanly). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
