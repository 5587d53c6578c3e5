import closeWithGrace from 'close-with-grace';
import { exitOnContentErrors } from '../shared/form-lint/startup-gate.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';

/** How long in-flight requests get to finish on SIGTERM/SIGINT before the process is stopped anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger exists yet: the operator reads this on the console.
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Starts the server: configuration, the forms and texts it reads (as the lint checks them), app, schema migrations,
 * then listening; stops gracefully on a signal.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  await exitOnContentErrors();
  // Loaded after the check: the app reads the brand, forms and texts as it is imported.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config);
  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, logger: { error: (message) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an unhandled error');
      else app.log.info({ signal }, 'stopping');
      await app.close();
    },
  );

  try {
    const applied = await migrateToLatest(app.db, app);
    app.log.info(
      { applied, database: config.database.kind },
      applied.length ? 'database migrated' : 'database schema is current',
    );
    if (config.database.kind === 'postgres' && config.secretsFile) {
      app.log.warn(
        { secretsFile: config.secretsFile },
        'JWT_SECRET or DATA_KEY comes from a local secrets file: with several servers on one PostgreSQL database, ' +
          'set both in the environment so every server shares them',
      );
    }
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`trade-credit application ready at ${config.publicUrl}`);
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
