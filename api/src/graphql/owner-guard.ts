// Objects that belong to one user (a dream) check, in every field, that they are the viewer's before
// the field resolves - on every path that reaches them: the archive, node(id:), search, mutation
// payloads, subscription events. This is what a Pothos type-level `authScopes` does; it is done here
// as one comparison per field because scope-auth's per-field steps (step list, scope cache, promise
// handling) cost ~5 µs per object: a quarter of the CPU of a 1,000-dream REST list, and a fifth of
// a 20-dream page (bench/README.md, section 3).
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { messages as m } from '../i18n/locale.ts';
import type { GraphQLContext } from './context.ts';
import { AppError } from './errors.ts';

/** A refused object or field: FORBIDDEN when signed in, UNAUTHENTICATED when not (a GraphQLError, so Yoga shows it). */
export function unauthorized(context: GraphQLContext): AppError {
  return context.viewer
    ? new AppError('FORBIDDEN', m.error_forbidden({}, { locale: context.locale }))
    : new AppError('UNAUTHENTICATED', m.error_unauthenticated({}, { locale: context.locale }));
}

export function guardOwnedType<Source>(
  schema: GraphQLSchema,
  typeName: string,
  isViewers: (source: Source, context: GraphQLContext) => boolean,
): void {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`guardOwnedType: ${typeName} is not an object type of the schema`);
  for (const field of Object.values(type.getFields())) {
    const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<Source, GraphQLContext>;
    field.resolve = (source: Source, args, context: GraphQLContext, info) => {
      if (!isViewers(source, context)) throw unauthorized(context);
      return resolve(source, args, context, info);
    };
  }
}
