// Starts Oneiro: reads the environment, migrates the database, listens, and shuts down gracefully on
// SIGTERM/SIGINT. A bad configuration or a failed start ends the process with a clear message.
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  // Prisma's query compiler is WebAssembly. V8's optimising tier recompiled its hot functions on
  // background threads, and the malloc arenas of those threads kept about 40 MB of an idle server
  // that had answered one query. The baseline tier alone costs about 0.1 ms per query shape the
  // client has not seen yet (its plans are cached), nothing after that (bench/README.md, section 9).
  // Set before the first query compiles the module.
  setFlagsFromString('--liftoff-only');
  const config = loadConfig();
  const app = await buildApp(config);
  const url = await app.start();
  app.logger.info(
    { url, database: config.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres' },
    'Oneiro is listening',
  );
  console.log(`\n  Oneiro is running: open ${url}\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'shutting down');
    app.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        app.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
