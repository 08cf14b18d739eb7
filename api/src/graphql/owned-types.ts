// The one table of objects that belong to a user, and the guard that enforces it.
//
// Every GraphQL type listed here is visible to its owner alone. Every field of such a type checks,
// before it resolves, that the object's owner is the viewer, whatever path reached the object: a
// query, node(id:)/nodes(ids:), a connection, a mutation payload, a subscription event, a REST route
// (REST runs GraphQL documents). So a read that goes wrong somewhere (a WHERE clause forgotten, a
// cache, a batch keyed wrongly) can never show one user's data to another: the field refuses it.
//
// A type that belongs to a user MUST be listed here; the authorization matrix test
// (api/test/authorization-matrix.test.ts) fails for any object type that has an owner column and is
// missing, and visits every field of every listed type as anonymous, owner and another user.
//
// How the check runs is a decision with a switch (docs/decisions/006-owner-guard.md): by default as
// one comparison wrapped around each field's resolver (`guardOwnedTypes`); with OWNER_CHECK=scope-auth
// as a scope-auth type scope on each type (`ownerAuthScopes`), the plugin's own mechanism, which costs
// ~5 µs per object. Both give the same answers (the matrix runs both ways).
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { ownerCheckSetting } from '../config.ts';
import type { GraphQLContext } from './context.ts';
import { refused } from './errors.ts';

/** GraphQL type name -> how the owner's user id is read from an object of that type. */
export const OWNED_TYPES = {
  User: (user: { id: number }) => user.id,
  DreamEntry: (dream: { userId: number }) => dream.userId,
  Interpretation: (interpretation: { userId: number }) => interpretation.userId,
  UserFeedback: (feedback: { userId: number }) => feedback.userId,
  ApiToken: (token: { userId: number }) => token.userId,
} as const satisfies Record<string, (source: never) => number>;

export type OwnedTypeName = keyof typeof OWNED_TYPES;

export const OWNER_CHECK = ownerCheckSetting();

/** Marks a resolver wrapped by the guard, so a test can prove the guard (not scope-auth) is in place. */
export const OWNER_GUARDED = Symbol('ownerGuarded');

type OwnerOf = (source: unknown) => number;

function isOwnedBy(ownerOf: OwnerOf, source: unknown, context: GraphQLContext): boolean {
  return context.viewer !== null && ownerOf(source) === context.viewer.id;
}

/**
 * The type options that make scope-auth check the owner (OWNER_CHECK=scope-auth), or none when the
 * guard does it. Spread into each owned type's options.
 */
export function ownerAuthScopes(typeName: OwnedTypeName) {
  if (OWNER_CHECK !== 'scope-auth') return {};
  const ownerOf = OWNED_TYPES[typeName] as OwnerOf;
  return { authScopes: (source: unknown, context: GraphQLContext) => isOwnedBy(ownerOf, source, context) };
}

/** Wraps every field of every owned type in the owner check (OWNER_CHECK=guard, the default). */
export function guardOwnedTypes(schema: GraphQLSchema): void {
  if (OWNER_CHECK !== 'guard') return;
  for (const typeName of Object.keys(OWNED_TYPES) as OwnedTypeName[]) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`OWNED_TYPES: ${typeName} is not an object type of the schema`);
    const ownerOf = OWNED_TYPES[typeName] as OwnerOf;
    for (const field of Object.values(type.getFields())) {
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, GraphQLContext>;
      const guarded: GraphQLFieldResolver<unknown, GraphQLContext> = (source, args, context, info) => {
        if (!isOwnedBy(ownerOf, source, context)) throw refused(context);
        return resolve(source, args, context, info);
      };
      field.resolve = Object.assign(guarded, { [OWNER_GUARDED]: true });
    }
  }
}
