import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import brand from '../../shared/brand.json' with { type: 'json' };
import { registerAccessTokens } from '../accounts/access-tokens.ts';
import { registerAccounts } from '../accounts/index.ts';
import type { Config } from '../config.ts';
import { createCreditAppService, type CreditAppService } from '../credit-app/credit-app-service.ts';
import { productFieldCipher, type FieldCipher } from '../crypto/field-cipher.ts';
import { createDatabase } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import type { Database } from '../db/schema.ts';
import { createTranslators, installRequestLanguage } from '../i18n/server-i18n.ts';
import { registerIdentityService } from '../identity/identity-service.ts';
import { registerInspectionPool } from '../inspection/inspection-pool.ts';
import { registerMailer } from '../mail/index.ts';
import { registerOutbox } from '../outbox/index.ts';
import { registerReferences } from '../references/index.ts';
import { registerRetention } from '../retention/index.ts';
import { registerScreening } from '../screening/index.ts';
import { registerSigning } from '../signing/index.ts';
import type { PolicySource } from '../policy/policy-service.ts';
import { registerStaffServices } from '../staff/index.ts';
import { createSubmissionService, type SubmissionService } from '../submission/submission-service.ts';
import { loadTermsTexts, type TermsTexts } from '../terms/terms-texts.ts';
import { compileFormValidators, type FormValidators } from '../validation/form-validator.ts';
import { createValidatorCompiler } from '../validation/validator-compiler.ts';

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

/*
 * The services layer as named plugins (fastify-plugin: their decorations belong to the whole app). Each names the
 * plugins whose decorations it reads, so Fastify refuses to start when one is missing or registered later,
 * instead of a service finding `undefined` at its first request.
 */

/** `app.config`: the validated environment (config.ts). */
export const configPlugin = fp<{ config: Config }>(async (app, { config }) => void app.decorate('config', config), {
  name: 'config',
});

/** @fastify/jwt for access tokens, signed with `JWT_SECRET`. */
const accessTokensPlugin = fp(async (app) => registerAccessTokens(app, app.config.jwtSecret), {
  name: 'access-tokens',
  dependencies: ['config'],
});

/** `app.db`, closed with the app. */
const databasePlugin = fp(
  async (app) => {
    const db = createDatabase(app.config.database, app.log);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database', dependencies: ['config'] },
);

/** `app.repositories`: the users' and credit applications' data access. */
const repositoriesPlugin = fp(async (app) => void app.decorate('repositories', createRepositories(app.db)), {
  name: 'repositories',
  dependencies: ['database'],
});

/** `app.fieldCipher`. */
const fieldCipherPlugin = fp(async (app) => void app.decorate('fieldCipher', productFieldCipher(app.config.dataKey)), {
  name: 'field-cipher',
  dependencies: ['config'],
});

/** `app.forms`, and the validator compiler every route schema goes through. */
const formsPlugin = fp(
  async (app) => {
    const forms = compileFormValidators();
    app.decorate('forms', forms);
    app.setValidatorCompiler(createValidatorCompiler(forms));
  },
  { name: 'forms' },
);

/** `request.language` and `request.t`. */
const i18nPlugin = fp(async (app) => installRequestLanguage(app, createTranslators()), { name: 'i18n' });

/** `app.kbv`: the identity check with its provider. */
const identityPlugin = fp(async (app) => registerIdentityService(app), {
  name: 'identity',
  dependencies: ['config', 'database', 'field-cipher'],
});

/** `app.outbox`: durable messages with retries. */
export const outboxPlugin = fp(async (app) => registerOutbox(app), {
  name: 'outbox',
  dependencies: ['config', 'database', 'field-cipher'],
});

/** `app.mailer`, the outbox's sender of emails. */
export const mailerPlugin = fp(async (app) => registerMailer(app), {
  name: 'mailer',
  dependencies: ['config', 'outbox'],
});

/** `app.inspection`: the worker threads that check uploaded files. */
const inspectionPlugin = fp(async (app) => registerInspectionPool(app), { name: 'inspection' });

/** `app.accounts`: credentials, tokens, throttles. */
const accountsPlugin = fp(async (app) => registerAccounts(app), {
  name: 'accounts',
  dependencies: ['database'],
});

/** `app.termsTexts`. */
const termsPlugin = fp(async (app) => void app.decorate('termsTexts', loadTermsTexts(brand.supplierName)), {
  name: 'terms',
});

/** `app.creditApps`. */
const creditAppPlugin = fp(async (app) => void app.decorate('creditApps', createCreditAppService(app)), {
  name: 'credit-app',
  dependencies: ['database', 'repositories', 'field-cipher', 'forms'],
});

/** The options `buildApp` gives every service plugin; each reads what is its own. */
export interface ServiceOptions {
  /** The staff plugin's credit policy and checks (the product's when unset). */
  policySource?: PolicySource;
}

/** `app.staffAuth` and `app.staff`: the console's services. */
const staffPlugin = fp<ServiceOptions>(async (app, options) => registerStaffServices(app, options.policySource), {
  name: 'staff',
  dependencies: ['database', 'field-cipher', 'mailer', 'outbox'],
});

/** `app.retention`: the daily purge and the holds that keep a record past it. */
const retentionPlugin = fp(async (app) => registerRetention(app), {
  name: 'retention',
  dependencies: ['config', 'database', 'field-cipher', 'staff'],
});

/** `app.screening`: the SDN list and the screening of applications against it. */
const screeningPlugin = fp(async (app) => registerScreening(app), {
  name: 'screening',
  dependencies: ['database', 'staff'],
});

/** `app.references`: trade and bank references' requests, answers and reminders. */
const referencesPlugin = fp(async (app) => registerReferences(app), {
  name: 'references',
  dependencies: ['config', 'database', 'forms', 'outbox', 'mailer'],
});

/** `app.signing`: signing requests, the signer's page and the reminder sweep. */
const signingPlugin = fp(async (app) => registerSigning(app), {
  name: 'signing',
  dependencies: [
    'config',
    'database',
    'repositories',
    'field-cipher',
    'identity',
    'outbox',
    'mailer',
    'inspection',
    'terms',
  ],
});

/** `app.submissions`. */
export const submissionPlugin = fp(async (app) => void app.decorate('submissions', createSubmissionService(app)), {
  name: 'submission',
  dependencies: [
    'config',
    'database',
    'repositories',
    'credit-app',
    'identity',
    'inspection',
    'outbox',
    'references',
    'staff',
    'screening',
    'terms',
    'signing',
  ],
});

/** Every service, in an order that satisfies each one's dependencies. */
export const SERVICE_PLUGINS = [
  accessTokensPlugin,
  databasePlugin,
  repositoriesPlugin,
  fieldCipherPlugin,
  formsPlugin,
  i18nPlugin,
  identityPlugin,
  outboxPlugin,
  mailerPlugin,
  inspectionPlugin,
  accountsPlugin,
  termsPlugin,
  creditAppPlugin,
  staffPlugin,
  retentionPlugin,
  screeningPlugin,
  referencesPlugin,
  signingPlugin,
  submissionPlugin,
];
