// Lists the schema's parts without a description, one per line (see schema-descriptions.ts).
import { undocumentedSchemaParts } from './schema-descriptions.ts';
import { schema } from './schema.ts';

const missing = undocumentedSchemaParts(schema);
console.log(missing.join('\n'));
console.error(`${missing.length} undocumented`);
