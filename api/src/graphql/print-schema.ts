// Writes schema.graphql from the Pothos schema: `npm run schema:print`. A test fails when the
// checked-in file differs from what this prints.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printedSchema } from './schema.ts';

writeFileSync(join(import.meta.dirname, '../../../schema.graphql'), printedSchema());
console.log('schema.graphql written');
