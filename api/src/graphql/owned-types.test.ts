// The owner guard is what checks owners by default: proven on the built schema (each field of each
// owned type resolves through it), not only by the refusals the authorization matrix sees, which
// scope-auth would give too.
import { describe, expect, it } from 'vitest';
import type { GraphQLObjectType } from 'graphql';
import { OWNED_TYPES, OWNER_CHECK, OWNER_GUARDED } from './owned-types.ts';
import { schema } from './schema.ts';

describe('owned types (OWNER_CHECK=guard, the default)', () => {
  it('wraps every field of every owned type in the guard, and leaves scope-auth out of it', () => {
    expect(OWNER_CHECK).toBe('guard');
    for (const typeName of Object.keys(OWNED_TYPES)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      expect((type.extensions.pothosOptions as { authScopes?: unknown }).authScopes, typeName).toBeUndefined();
      const fields = Object.values(type.getFields());
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        expect((field.resolve as { [OWNER_GUARDED]?: boolean })[OWNER_GUARDED], `${typeName}.${field.name}`).toBe(true);
      }
    }
  });
});
