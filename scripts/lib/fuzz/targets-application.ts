import type Ajv from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { loadManifest } from '../../../src/shared/form-files.ts';
import { SECTIONS, sectionSchema, type SectionName } from '../../../src/server/credit-app/sections.ts';
import { ANSWERS_SCHEMA } from '../../../src/server/identity/routes/answers-schema.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import type { TestUser } from '../credit-app/support.ts';
import { dataUrl, HOSTILE_PNGS } from '../files/png-fixtures.ts';
import { mutate } from './mutations.ts';
import type { Random } from './random.ts';
import { roundTripDifferences } from './round-trip.ts';
import { declaredNames } from './schema-names.ts';
import { SchemaSampler, type Path } from './schema-sample.ts';
import { randomLanguage, type FuzzRequest, type FuzzTarget } from './target.ts';
import { randomSignature, type FuzzWorld } from './world.ts';

/** Applicant data the server can store as it is: real SSNs, never the masked ones only a saved applicant may send. */
const realSsn = (path: Path, random: Random) =>
  path[path.length - 1] === 'ssn' ? String(random.int(0, 999_999_999)).padStart(9, '0') : undefined;

function asUser(user: TestUser, random: Random, request: Omit<FuzzRequest, 'headers'>): FuzzRequest {
  return { ...request, headers: { ...user.headers, 'accept-language': randomLanguage(random) } };
}

/** The stored section as `GET /credit-app` shows it must be what the `PUT` answered, with no name the form lacks. */
async function checkSaved(
  world: FuzzWorld,
  user: TestUser,
  section: SectionName,
  response: LightMyRequestResponse,
  known: Set<string>,
): Promise<string[]> {
  const problems: string[] = [];
  const stored = (await world.app.inject({ method: 'GET', url: '/api/v1/credit-app', headers: user.headers })).json()[
    section
  ];
  if (JSON.stringify(stored) !== response.body)
    problems.push(
      `GET /credit-app shows ${section} as ${JSON.stringify(stored).slice(0, 300)}, the PUT answered ` +
        `${response.body.slice(0, 300)}`,
    );
  const names = (value: unknown): string[] =>
    Array.isArray(value) ? value.flatMap(names) : value && typeof value === 'object' ? Object.keys(value) : [];
  const unknown = names(stored).filter((name) => !known.has(name));
  if (unknown.length) problems.push(`${section} stored names the form does not have: ${unknown.join(', ')}`);
  if (/"ssn":"\d{9}"/.test(JSON.stringify(stored))) problems.push(`${section} answers an SSN unmasked`);
  return problems;
}

/**
 * The steps of the credit application (docs/decisions/0006-product-rules.md#application-steps), each saved by its own
 * PUT.
 */
export function applicationTargets(world: FuzzWorld, formAjv: Ajv): FuzzTarget<unknown>[] {
  const forms = world.app.forms;
  let sectionUser: TestUser | undefined;
  const owner = async () => (sectionUser ??= await world.newUser());
  const userState = (_world: FuzzWorld, user: TestUser, fresh?: boolean) => world.userState(user, fresh);

  const section = (name: SectionName, weight: number, refusals: string[] = []): FuzzTarget<TestUser> => {
    const schema = sectionSchema(forms, name);
    const known = declaredNames(schema);
    return {
      name: `PUT /api/v1${SECTIONS[name].path}`,
      weight,
      part: 'body',
      sampler: new SchemaSampler(formAjv, schema),
      context: owner,
      valid(random) {
        return this.sampler.sample(random, realSsn);
      },
      request: (user, body, random) =>
        asUser(user, random, { method: 'PUT', url: `/api/v1${SECTIONS[name].path}`, body }),
      expect: { status: 200, refusals },
      state: userState,
      async after(_world, user, response, body) {
        return response.statusCode === 200
          ? [
              ...(await checkSaved(world, user, name, response, known)),
              ...roundTripDifferences(body, response.json(), { known }),
            ]
          : [];
      },
    };
  };

  let identityUser: TestUser | undefined;
  const identityNames = declaredNames(forms.schema('steps/applicant-information'));
  const identity: FuzzTarget<TestUser> = {
    name: 'PUT /api/v1/kbvapplicants',
    weight: 4,
    part: 'body',
    sampler: new SchemaSampler(formAjv, forms.schema('steps/applicant-information')),
    // Questions are never asked for this user, so the details stay editable.
    context: async () => (identityUser ??= await world.newUser()),
    valid(random) {
      return this.sampler.sample(random);
    },
    request: (user, body, random) => asUser(user, random, { method: 'PUT', url: '/api/v1/kbvapplicants', body }),
    expect: { status: 200 },
    state: userState,
    async after(_world, _user, response, body) {
      if (response.statusCode !== 200) return [];
      const saved = response.json();
      const masked =
        saved.ssn === `*****${String((body as JsonObject).ssn).slice(-4)}` && saved.dateOfBirth === '****-**-**';
      return [
        ...(masked ? [] : [`the saved applicant comes back unmasked: ${response.body.slice(0, 200)}`]),
        ...roundTripDifferences(body, saved, { known: identityNames, trimmed: true }),
      ];
    },
  };

  /** A user whose questions wait for answers, and the questions; a new one once answered. */
  let pending:
    { user: TestUser; questions: Array<{ Id: number; Choices: Array<{ Id: number }> }>; spent: boolean } | undefined;
  const answers: FuzzTarget<NonNullable<typeof pending>> = {
    name: 'PUT /api/v1/kbvapplicants/kbv',
    weight: 3,
    part: 'body',
    sampler: new SchemaSampler(formAjv, ANSWERS_SCHEMA as JsonObject),
    async context(_world, random) {
      if (pending && !pending.spent) return pending;
      const user = await world.newUser();
      const details = new SchemaSampler(formAjv, forms.schema('steps/applicant-information')).sample(random, (path) =>
        path[0] === 'ssn' ? '123450001' : undefined,
      );
      await world.setUp(user, 'PUT', '/kbvapplicants', details);
      const offered = (await world.setUp(user, 'POST', '/kbvapplicants/kbv')) as {
        detailedDecisionResponse: { Authentication: { KBA: { Questions: NonNullable<typeof pending>['questions'] } } };
      };
      pending = { user, questions: offered.detailedDecisionResponse.Authentication.KBA.Questions, spent: false };
      return pending;
    },
    valid(random, { questions }) {
      return {
        Questions: questions.map((question) => {
          const chosen = random.pick(question.Choices).Id;
          return {
            Id: question.Id,
            Choices: question.Choices.filter((choice) => choice.Id === chosen || random.chance(0.5)).map((choice) => ({
              Id: choice.Id,
              Answer: choice.Id === chosen,
            })),
          };
        }),
      };
    },
    request: ({ user }, body, random) =>
      asUser(user, random, { method: 'PUT', url: '/api/v1/kbvapplicants/kbv', body }),
    expect: { status: 200, refusals: ['KBV_ANSWERS_INVALID'] },
    state: (_world, { user }, fresh) => world.userState(user, fresh),
    async after(_world, context, response) {
      if (response.statusCode === 200) context.spent = true;
      return [];
    },
  };

  return [
    identity,
    answers,
    // Every section of schemas/wizard.json's data steps. A masked SSN or birth date with nothing stored behind it
    // is refused by name, beyond the schema.
    ...Object.keys(SECTIONS).map((name) => section(name, 5, name === 'applicants' ? ['VALIDATION_FAILED'] : [])),
  ];
}

/** A user whose steps are all saved, ready to submit, and the ids of their applicants. */
async function readyToSubmit(
  world: FuzzWorld,
  random: Random,
  formAjv: Ajv,
): Promise<{ user: TestUser; applicantIds: string[] }> {
  const forms = world.app.forms;
  const user = await world.newUser();
  const sample = (schema: JsonObject) => new SchemaSampler(formAjv, schema).sample(random, realSsn);
  // An SSN ending 9999 gets no questions: the identity step ends in ERROR, which counts as finished.
  await world.setUp(
    user,
    'PUT',
    '/kbvapplicants',
    new SchemaSampler(formAjv, forms.schema('steps/applicant-information')).sample(random, (path) =>
      path[0] === 'ssn' ? '123459999' : undefined,
    ),
  );
  await world.setUp(user, 'POST', '/kbvapplicants/kbv');
  // Each save of every step the manifest requires before submitting, in its order.
  const saved: Record<SectionName, unknown> = {};
  for (const step of loadManifest().steps.filter((candidate) => candidate.requiredToSubmit)) {
    for (const { section } of step.saves ?? []) {
      const body = sample(sectionSchema(forms, section));
      saved[section] = await world.setUp(user, 'PUT', SECTIONS[section].path, body);
    }
  }
  const applicants = (saved.applicants ?? []) as Array<{ id: string }>;
  return { user, applicantIds: applicants.map((applicant) => applicant.id) };
}

/** `PUT /api/v1/terms`: submitting; a success locks the application, so the next valid case takes a new user. */
export function submissionTarget(world: FuzzWorld, formAjv: Ajv): FuzzTarget<unknown> {
  const hostileSignatures = Object.entries(HOSTILE_PNGS).map(([name, make]) => [name, dataUrl(make())] as const);
  const hostile = new Set(hostileSignatures.map(([, png]) => png));
  let ready: (Awaited<ReturnType<typeof readyToSubmit>> & { submitted?: string }) | undefined;
  const target: FuzzTarget<NonNullable<typeof ready>> = {
    name: 'PUT /api/v1/terms',
    weight: 1.5,
    part: 'body',
    sampler: new SchemaSampler(formAjv, world.app.forms.schema('steps/submit')),
    async context(_world, random) {
      if (!ready || ready.submitted) ready = await readyToSubmit(world, random, formAjv);
      return ready;
    },
    valid(random, { applicantIds }) {
      const body = this.sampler.sample(random) as JsonObject;
      return {
        ...body,
        applicants: applicantIds.map((applicantId) => ({ applicantId, signature: randomSignature(random) })),
      };
    },
    request: ({ user }, body, random) => asUser(user, random, { method: 'PUT', url: '/api/v1/terms', body }),
    // Besides the schema's mutations, a signature is now and then a crafted PNG: a decompression bomb, garbage
    // after a valid header, data cut short. Each is refused by name (400), never decoded on the event loop.
    mutate(data, random) {
      if (!random.chance(0.25)) return mutate(data, this.sampler, random);
      const body = data as { applicants: Array<{ applicantId: string; signature: string }> };
      const [name, png] = random.pick(hostileSignatures);
      const applicants = body.applicants.map((entry, index) => (index === 0 ? { ...entry, signature: png } : entry));
      return { data: { ...body, applicants }, description: `a signature PNG with ${name}` };
    },
    judge(data) {
      if (!this.sampler.accepts(this.sampler.root, data ?? {})) return 'invalid';
      const signatures = (data as { applicants: Array<{ signature?: unknown }> }).applicants.map((a) => a.signature);
      return signatures.some((signature) => hostile.has(String(signature)))
        ? { codes: ['VALIDATION_FAILED'] }
        : 'valid';
    },
    // Signatures that are not real PNGs, and signers who are not the applicants, are refused by name.
    expect: { status: 200, refusals: ['VALIDATION_FAILED'] },
    state: (_world, { user }, fresh) => world.userState(user, fresh),
    async after(_world, context, response, body) {
      if (response.statusCode !== 200) return [];
      context.submitted = response.json().applicationId;
      const again = await world.app.inject({
        method: 'PUT',
        url: '/api/v1/terms',
        headers: context.user.headers,
        payload: body as JsonObject,
      });
      return again.statusCode === 200 && again.json().applicationId === context.submitted
        ? []
        : [`submitting again answered ${again.statusCode} ${again.body.slice(0, 200)}, not the same Application ID`];
    },
  };
  return target;
}
