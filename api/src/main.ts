// Starts Oneiro: reads the environment, migrates the database, listens, and shuts down gracefully on
// SIGTERM/SIGINT. A bad configuration or a failed start ends the process with a clear message.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
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
