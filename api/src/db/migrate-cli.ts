// `npm run db:migrate`: applies pending migrations to DATABASE_URL without starting the server
// (the server also does this at every start).
import { loadConfig } from '../config.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const applied = await migrate(config.databaseUrl);
console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
