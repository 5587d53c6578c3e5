import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type BuildAppOptions } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';
const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

/** A config for tests: the given database, fixed secrets (no secrets.json), no log output unless asked. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_KEY: TEST_DATA_KEY,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** The built client to serve; none (API only) when unset. */
  clientDir?: string;
  logStream?: DestinationStream;
  /** The credit policy's file and checks (src/server/policy/policy-service.ts); the product's when unset. */
  policySource?: BuildAppOptions['policySource'];
}

/** The real app on a real, migrated database, ready for `inject()`. Routes may still be added before `ready()`. */
export async function createTestApp(databaseUrl: string, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(databaseUrl, options.env);
  const app = await buildApp(config, {
    clientDir: options.clientDir ?? join(tmpdir(), 'server-tests-serve-no-client'),
    logStream: options.logStream,
    policySource: options.policySource,
  });
  await migrateToLatest(app.db, app);
  return app;
}

/** The cookie and header of a page that read its XSRF-TOKEN cookie, as the client sends them on writes. */
export function xsrfHeaders(token = 'test-xsrf-token'): Record<string, string> {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
