import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { addConstantRoute } from './constant-route.ts';

/**
 * The server the benchmarks measure: the product as `npm start` runs it (the same config from the environment, the
 * same app factory), serving the client built by the bench (`BENCH_CLIENT_DIR`), plus the constant route that
 * gives the stack's ceiling. A process of its own, so the load generator does not share its event loop.
 */
const config = loadConfig();
const app = await buildApp(config, { clientDir: process.env.BENCH_CLIENT_DIR });
addConstantRoute(app);
await migrateToLatest(app.db, app);
await app.listen({ port: config.port, host: config.host });
// Closes the database before leaving, so a PostgreSQL cluster the bench stops next has no client left.
process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
