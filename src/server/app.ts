import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import { JSON_BODY_LIMIT_BYTES } from './abuse/body-limits.ts';
import { installRateLimits } from './abuse/rate-limits.ts';
import { registerAccounts } from './accounts/index.ts';
import { registerAccessTokens } from './auth/access-tokens.ts';
import { installAuthHook } from './auth/auth-hook.ts';
import type { Config } from './config.ts';
import brand from '../shared/brand.json' with { type: 'json' };
import { createFieldCipher, type FieldCipher } from './crypto/field-cipher.ts';
import { getTermsRoute } from './routes/terms/get-terms.ts';
import { putTermsRoute } from './routes/terms/put-terms.ts';
import { createCreditAppService, type CreditAppService } from './credit-app/credit-app-service.ts';
import { createSubmissionService, type SubmissionService } from './submission/submission-service.ts';
import { loadTermsTexts, type TermsTexts } from './terms/terms-texts.ts';
import { registerStaffServices, staffRoutes } from './staff/index.ts';
import { createDatabase } from './db/database.ts';
import { createRepositories, type Repositories } from './db/repositories/index.ts';
import type { Database } from './db/schema.ts';
import { answerFrameworkError, installErrorHandler } from './errors/error-handler.ts';
import { installNotFoundHandler } from './errors/not-found.ts';
import { installPathGuard } from './http/path-guard.ts';
import { installRequestIdHeader, requestIdOf } from './http/request-id.ts';
import { installPermissionsPolicy, securityHeaders } from './http/security-headers.ts';
import { SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/server-timeouts.ts';
import { registerStaticClient } from './http/static-client.ts';
import { installXsrfProtection } from './http/xsrf.ts';
import { createTranslators, installRequestLanguage } from './i18n/server-i18n.ts';
import { registerIdentityService } from './identity/identity-service.ts';
import { registerInspectionPool } from './inspection/inspection-pool.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { registerMailer } from './mail/index.ts';
import { registerOutbox } from './outbox/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { creditAppRoutes } from './routes/credit-app/index.ts';
import { emailRoutes } from './routes/email/index.ts';
import { paperFormsRoutes } from './routes/forms/index.ts';
import { healthRoutes } from './routes/health.ts';
import { kbvRoutes } from './routes/kbv/kbv-routes.ts';
import { storeRoutes } from './stores/stores-route.ts';
import { taxFormRoutes } from './uploads/tax-form-routes.ts';
import { compileFormValidators, type FormValidators } from './validation/form-validator.ts';
import { createValidatorCompiler } from './validation/validator-compiler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** For health checks and migrations; routes go through `repositories`. */
    db: Kysely<Database>;
    repositories: Repositories;
    /** Every form, compiled: `app.forms.schema('auth/login')` is a route's body schema. */
    forms: FormValidators;
    /** Encrypts SSNs and birth dates at rest (AES-256-GCM with `DATA_KEY`). */
    fieldCipher: FieldCipher;
    /** The terms texts of every language, with the ids a submission records. */
    termsTexts: TermsTexts;
    /** The credit application's sections, read masked and saved one at a time. */
    creditApps: CreditAppService;
    /** Submitting the signed application. */
    submissions: SubmissionService;
  }
}

export interface BuildAppOptions {
  /** Where log lines go (stdout when unset); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** The built client to serve; `dist/client` of the repository when unset. */
  clientDir?: string;
  /** How long clients may take (src/server/http/server-timeouts.ts); tests shorten them. */
  timeouts?: ServerTimeouts;
}

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

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
  const https = config.publicUrl.startsWith('https:');

  // 1. External plugins.
  await app.register(fastifyHelmet, securityHeaders({ https }));
  installPermissionsPolicy(app);
  await app.register(fastifyCookie);
  await registerAccessTokens(app, config.jwtSecret);

  // 2. Services.
  app.decorate('config', config);
  const db = createDatabase(config.database, app.log);
  app.decorate('db', db);
  app.addHook('onClose', async () => db.destroy());
  app.decorate('repositories', createRepositories(db));
  // One key for now, version 1; rotation adds a version and keeps the old key for reading.
  app.decorate('fieldCipher', createFieldCipher(new Map([[1, config.dataKey]]), 1));
  registerIdentityService(app);
  const forms = compileFormValidators();
  app.decorate('forms', forms);
  registerOutbox(app);
  registerMailer(app);
  registerInspectionPool(app);
  registerAccounts(app);
  app.setValidatorCompiler(createValidatorCompiler(forms));
  installRequestLanguage(app, createTranslators());
  const termsTexts = loadTermsTexts(brand.supplierName);
  app.decorate('termsTexts', termsTexts);
  app.decorate('creditApps', createCreditAppService(app));
  app.decorate('submissions', createSubmissionService(app));
  registerStaffServices(app);

  // 3. What every request passes, in this order: its id, the path check, the XSRF check, rate limits,
  // authentication; then error answers.
  installRequestIdHeader(app);
  installPathGuard(app);
  installXsrfProtection(app, { secureCookie: https });
  installRateLimits(app);
  installAuthHook(app);
  installErrorHandler(app);

  // 4. Routes, then the client's pages for every other path.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(kbvRoutes, { prefix: '/api/v1' });
  await app.register(creditAppRoutes, { prefix: '/api/v1' });
  await app.register(taxFormRoutes, { prefix: '/api/v1' });
  await app.register(storeRoutes, { prefix: '/api/v1' });
  await app.register(getTermsRoute, { prefix: '/api/v1', texts: termsTexts });
  await app.register(putTermsRoute, { prefix: '/api/v1' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(emailRoutes, { prefix: '/api/v1/email' });
  await app.register(staffRoutes, { prefix: '/api/v1/staff' });
  await app.register(paperFormsRoutes);
  const appShell = await registerStaticClient(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  installNotFoundHandler(app, { appShell });
  return app;
}
