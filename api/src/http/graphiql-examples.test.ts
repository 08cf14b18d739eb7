// GraphiQL's example documents are real: each one parses and validates against the schema, so a
// renamed field cannot leave a broken example for the next person who opens GraphiQL.
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.ts';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples.ts';

describe("GraphiQL's examples", () => {
  for (const example of GRAPHIQL_EXAMPLES) {
    const name = /(query|mutation|subscription) (\w+)/.exec(example.query)?.[2] ?? example.query.slice(0, 30);
    it(`${name} validates against the schema`, () => {
      expect(validate(schema, parse(example.query)).map((error) => error.message)).toEqual([]);
      if (example.variables) expect(() => JSON.parse(example.variables!)).not.toThrow();
    });
  }
});
