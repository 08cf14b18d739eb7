// GraphiQL is the API's documentation: a type, field, argument or enum value without a description is
// a blank in it. Adding one to the schema without words fails here, naming it.
import { describe, expect, it } from 'vitest';
import { undocumentedSchemaParts } from './schema-descriptions.ts';
import { schema } from './schema.ts';
import { buildSchema } from 'graphql';

describe("the schema's descriptions", () => {
  it('describe every type, field, argument and enum value', () => {
    expect(undocumentedSchemaParts(schema)).toEqual([]);
  });

  it('are checked on every kind of part (a schema with gaps is caught)', () => {
    const gaps = buildSchema(`
      "Described." type Query { "Described." dreams(first: Int): [Dream!]! }
      type Dream { id: ID! "Described." mood: Mood! }
      "Described." enum Mood { "Described." CALM STORMY }
      "Described." input Filter { text: String }
    `);
    expect(undocumentedSchemaParts(gaps).sort()).toEqual(
      ['Dream', 'Dream.id', 'Filter.text', 'Mood.STORMY', 'Query.dreams(first)'].sort(),
    );
  });
});
