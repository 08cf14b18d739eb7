// The authorization matrix with the owner check done by scope-auth's type scopes (OWNER_CHECK=
// scope-auth) instead of the guard: the same rows, the same expected answers. The schema reads the
// setting when it is first imported, so it is set before any import (vi.hoisted runs first).
import { describe, expect, it, vi } from 'vitest';
import { authorizationMatrix } from '../../test/authorization-matrix.ts';
import { OWNED_TYPES, OWNER_CHECK, OWNER_GUARDED } from './owned-types.ts';
import { schema } from './schema.ts';

vi.hoisted(() => {
  process.env.OWNER_CHECK = 'scope-auth';
});

describe('OWNER_CHECK=scope-auth', () => {
  it('checks owners with scope-auth type scopes, not the guard', () => {
    expect(OWNER_CHECK).toBe('scope-auth');
    for (const typeName of Object.keys(OWNED_TYPES)) {
      const type = schema.getType(typeName) as import('graphql').GraphQLObjectType;
      const options = type.extensions.pothosOptions as { authScopes?: unknown };
      expect(typeof options.authScopes, typeName).toBe('function');
      for (const field of Object.values(type.getFields())) {
        expect((field.resolve as { [OWNER_GUARDED]?: boolean } | undefined)?.[OWNER_GUARDED]).toBeUndefined();
      }
    }
  });
});

authorizationMatrix();
