#!/usr/bin/env node
// `prisma generate` insists on locating a native schema engine even though generating a client does not
// use it, and downloading one is impossible offline. Pointing PRISMA_SCHEMA_ENGINE_BINARY at this file
// satisfies that check. Any real use of the engine fails loudly instead of pretending to work.
if (process.argv.includes('--version')) {
  console.log('schema-engine-cli offline-stub');
  process.exit(0);
}
console.error('The native Prisma schema engine is not installed; migrations are applied by api/src/db/migrate.ts.');
process.exit(1);
