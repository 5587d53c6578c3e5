import fp from 'fastify-plugin';
import { authRoutes } from '../accounts/routes/auth-routes.ts';
import { emailRoutes } from '../accounts/routes/email-routes.ts';
import { creditAppRoutes } from '../credit-app/routes/credit-app-routes.ts';
import { paperFormsRoutes } from '../forms/routes/forms-routes.ts';
import { healthRoutes } from '../http/health-routes.ts';
import { openApiRoutes } from '../http/openapi.ts';
import { kbvRoutes } from '../identity/routes/kbv-routes.ts';
import { referenceRoutes, staffReferencesRoutes } from '../references/index.ts';
import { retentionRoutes } from '../retention/index.ts';
import { signingRoutes } from '../signing/index.ts';
import { staffRoutes } from '../staff/index.ts';
import { storeRoutes } from '../stores/routes/stores-routes.ts';
import { putTermsRoute } from '../submission/routes/submit-routes.ts';
import { getTermsRoute } from '../terms/routes/terms-routes.ts';
import { taxFormRoutes } from '../uploads/routes/tax-form-routes.ts';
import { verifyRoutes } from '../verify/verify-routes.ts';

/*
 * The routes layer as named plugins that keep their own scope (`encapsulate`: a route's hooks stay with it) and name
 * the services they read, so a route registered without its service stops the start with Fastify's own error.
 */

export const healthRoutesPlugin = fp(healthRoutes, {
  name: 'health-routes',
  dependencies: ['database', 'outbox'],
  encapsulate: true,
});

/** The OpenAPI document; `@fastify/swagger` collects the routes registered after it. */
export const openApiRoutesPlugin = fp(openApiRoutes, {
  name: 'openapi-routes',
  dependencies: ['@fastify/swagger'],
  encapsulate: true,
});

export const kbvRoutesPlugin = fp(kbvRoutes, {
  name: 'kbv-routes',
  dependencies: ['forms', 'identity'],
  encapsulate: true,
});

export const creditAppRoutesPlugin = fp(creditAppRoutes, {
  name: 'credit-app-routes',
  dependencies: ['forms', 'credit-app', 'staff', 'submission'],
  encapsulate: true,
});

export const taxFormRoutesPlugin = fp(taxFormRoutes, {
  name: 'tax-form-routes',
  dependencies: ['config', 'database', 'repositories', 'inspection'],
  encapsulate: true,
});

export const storeRoutesPlugin = fp(storeRoutes, {
  name: 'store-routes',
  dependencies: ['forms'],
  encapsulate: true,
});

export const termsRoutesPlugin = fp(async (app) => app.register(getTermsRoute, { texts: app.termsTexts }), {
  name: 'terms-routes',
  dependencies: ['terms'],
  encapsulate: true,
});

export const submitRoutesPlugin = fp(putTermsRoute, {
  name: 'submit-routes',
  dependencies: ['forms', 'submission'],
  encapsulate: true,
});

/** `POST /api/v1/verify`: anyone checks a signed PDF against the versions issued. */
export const verifyRoutesPlugin = fp(verifyRoutes, {
  name: 'verify-routes',
  dependencies: ['submission'],
  encapsulate: true,
});

export const authRoutesPlugin = fp(authRoutes, {
  name: 'auth-routes',
  dependencies: ['forms', 'accounts', 'access-tokens', 'repositories', 'outbox', 'mailer'],
  encapsulate: true,
});

export const emailRoutesPlugin = fp(emailRoutes, {
  name: 'email-routes',
  dependencies: ['forms', 'accounts', 'repositories', 'outbox', 'mailer'],
  encapsulate: true,
});

export const staffRoutesPlugin = fp(staffRoutes, {
  name: 'staff-routes',
  dependencies: ['config', 'database', 'forms', 'staff', 'signing'],
  encapsulate: true,
});

export const retentionRoutesPlugin = fp(retentionRoutes, {
  name: 'retention-routes',
  dependencies: ['forms', 'staff', 'retention'],
  encapsulate: true,
});

export const referenceRoutesPlugin = fp(referenceRoutes, {
  name: 'reference-routes',
  dependencies: ['database', 'forms', 'references'],
  encapsulate: true,
});

export const staffReferenceRoutesPlugin = fp(staffReferencesRoutes, {
  name: 'staff-reference-routes',
  dependencies: ['database', 'forms', 'staff', 'references'],
  encapsulate: true,
});

export const signingRoutesPlugin = fp(signingRoutes, {
  name: 'signing-routes',
  dependencies: ['forms', 'signing'],
  encapsulate: true,
});

export const paperFormsRoutesPlugin = fp(paperFormsRoutes, {
  name: 'paper-forms-routes',
  dependencies: ['config'],
  encapsulate: true,
});
