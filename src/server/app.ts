import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { PROJECT_ROOT } from '../shared/project-root.ts';
import { JSON_BODY_LIMIT_BYTES } from './abuse/body-limits.ts';
import { installRateLimits } from './abuse/rate-limits.ts';
import { installAuthHook } from './accounts/auth-hook.ts';
import type { Config } from './config.ts';
import { answerFrameworkError, installErrorHandler } from './errors/error-handler.ts';
import { installNotFoundHandler } from './errors/not-found.ts';
import { enforceMinimumBodyRate } from './http/body-rate.ts';
import { installPathGuard } from './http/path-guard.ts';
import { OPENAPI_OPTIONS } from './http/openapi.ts';
import { installRequestIdHeader, requestIdOf } from './http/request-id.ts';
import { installPermissionsPolicy, securityHeaders } from './http/security-headers.ts';
import { SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/server-timeouts.ts';
import { registerStaticClient } from './http/static-client.ts';
import { installXsrfProtection } from './http/xsrf.ts';
import { loggerOptions } from './logging/logger-options.ts';
import {
  authRoutesPlugin,
  creditAppRoutesPlugin,
  emailRoutesPlugin,
  healthRoutesPlugin,
  kbvRoutesPlugin,
  openApiRoutesPlugin,
  paperFormsRoutesPlugin,
  referenceRoutesPlugin,
  retentionRoutesPlugin,
  staffReferenceRoutesPlugin,
  signingRoutesPlugin,
  staffRoutesPlugin,
  storeRoutesPlugin,
  submitRoutesPlugin,
  taxFormRoutesPlugin,
  termsRoutesPlugin,
  verifyRoutesPlugin,
} from './plugins/route-plugins.ts';
import { configPlugin, SERVICE_PLUGINS, type ServiceOptions } from './plugins/service-plugins.ts';

export interface BuildAppOptions {
  /** Where log lines go (stdout when unset); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** The built client to serve; `dist/client` of the repository when unset. */
  clientDir?: string;
  /** How long clients may take (src/server/http/server-timeouts.ts); tests shorten them. */
  timeouts?: ServerTimeouts;
  /** The credit policy's file and checks; the product's when unset, a fixture's in tests. */
  policySource?: ServiceOptions['policySource'];
}

const DEFAULT_CLIENT_DIR = join(PROJECT_ROOT, 'dist/client');

/**
 * Builds the HTTP server without starting it or touching the schema (main.ts migrates and listens; tests call
 * `inject`). Start-up is layered: external plugins, then services, then the hooks every request passes, then
 * routes. Routes of later features register in the last layer and get XSRF, auth, validation and problem
 * documents from the layers above.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdOf,
    // requestIdOf reads and vets the incoming header itself; Fastify would take any value as it is.
    requestIdHeader: false,
    // A hop count becomes proxy-addr's own rule for it (trust the `n` nearest hops); Fastify's types take no number.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    ...timeoutOptions(options.timeouts ?? SERVER_TIMEOUTS),
  });
  enforceMinimumBodyRate(app.server);
  const https = config.publicUrl.startsWith('https:');

  // 1. External plugins.
  await app.register(fastifyHelmet, securityHeaders({ https }));
  installPermissionsPolicy(app);
  await app.register(fastifyCookie);
  // Before any route: it documents each route as it registers (GET /api/openapi.json).
  await app.register(fastifySwagger, OPENAPI_OPTIONS);

  // 2. Services, each a plugin that names the services it reads (plugins/service-plugins.ts).
  await app.register(configPlugin, { config });
  const serviceOptions: ServiceOptions = { policySource: options.policySource };
  for (const plugin of SERVICE_PLUGINS) await app.register(plugin, serviceOptions);

  // 3. What every request passes, in this order: its id, the path check, the XSRF check, rate limits,
  // authentication; then error answers.
  installRequestIdHeader(app);
  installPathGuard(app);
  installXsrfProtection(app, { secureCookie: https });
  installRateLimits(app);
  installAuthHook(app);
  installErrorHandler(app);

  // 4. Routes, then the client's pages for every other path.
  await app.register(healthRoutesPlugin, { prefix: '/api' });
  await app.register(openApiRoutesPlugin, { prefix: '/api' });
  await app.register(kbvRoutesPlugin, { prefix: '/api/v1' });
  await app.register(creditAppRoutesPlugin, { prefix: '/api/v1' });
  await app.register(taxFormRoutesPlugin, { prefix: '/api/v1' });
  await app.register(storeRoutesPlugin, { prefix: '/api/v1' });
  await app.register(termsRoutesPlugin, { prefix: '/api/v1' });
  await app.register(submitRoutesPlugin, { prefix: '/api/v1' });
  await app.register(verifyRoutesPlugin, { prefix: '/api/v1' });
  await app.register(signingRoutesPlugin, { prefix: '/api/v1' });
  await app.register(authRoutesPlugin, { prefix: '/api/v1/auth' });
  await app.register(emailRoutesPlugin, { prefix: '/api/v1/email' });
  await app.register(staffRoutesPlugin, { prefix: '/api/v1/staff' });
  await app.register(retentionRoutesPlugin, { prefix: '/api/v1/staff' });
  await app.register(referenceRoutesPlugin, { prefix: '/api/v1' });
  await app.register(staffReferenceRoutesPlugin, { prefix: '/api/v1/staff' });
  await app.register(paperFormsRoutesPlugin);
  const appShell = await registerStaticClient(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  installNotFoundHandler(app, { appShell });
  return app;
}
