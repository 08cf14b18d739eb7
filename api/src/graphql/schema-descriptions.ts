// What GraphiQL's documentation pane would leave blank: every type, field, argument and enum value of
// the schema carries a description (issue 28), and schema-descriptions.test.ts fails on one that does
// not. `npx tsx api/src/graphql/list-undocumented.ts` lists them while writing.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

/** `Type`, `Type.field`, `Type.field(argument)` and `Enum.VALUE` for each part without a description. */
export function undocumentedSchemaParts(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (description: string | null | undefined) => !description?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    // GraphQL's own types and scalars are documented by the specification.
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const argument of 'args' in field ? field.args : []) {
          if (blank(argument.description)) missing.push(`${type.name}.${field.name}(${argument.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}
