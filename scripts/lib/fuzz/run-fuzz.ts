import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, SUBMISSION_BODY_LIMIT_BYTES } from '../../../src/server/abuse/body-limits.ts';
import { createTranslators, languageOf } from '../../../src/server/i18n/server-i18n.ts';
import { createFormAjv } from '../../../src/server/validation/form-validator.ts';
import { mutate } from './mutations.ts';
import { answerFaults } from './oracle.ts';
import { Random } from './random.ts';
import { declaredNames } from './schema-names.ts';
import { holdsUnstorableText } from './texts.ts';
import type { FuzzRequest, FuzzTarget, Verdict } from './target.ts';
import { anonymousTargets } from './targets-anonymous.ts';
import { applicationTargets, submissionTarget } from './targets-application.ts';
import { uploadTargets } from './targets-uploads.ts';
import { FuzzWorld } from './world.ts';

export interface FuzzOptions {
  databaseUrl: string;
  seed: number;
  cases: number;
  /** Called every 1,000 cases (the 50,000-case run reports as it goes). */
  onProgress?: (done: number) => void;
}

/** One case that went wrong, with what it takes to understand and replay it. */
interface FuzzFailure {
  index: number;
  target: string;
  mutation: string;
  request: string;
  answer: string;
  faults: string[];
}

export interface FuzzReport {
  seed: number;
  cases: number;
  durationMs: number;
  /**
   * Per endpoint: cases, how many sent the generated data untouched and how many spoiled it, how many the oracle
   * judged valid, invalid, or due another refusal, the answers' statuses, and the time taken.
   */
  endpoints: Record<
    string,
    {
      cases: number;
      untouched: number;
      spoiled: number;
      valid: number;
      invalid: number;
      refused: number;
      statuses: Record<string, number>;
      ms: number;
    }
  >;
  failures: FuzzFailure[];
}

/** What a case sends, spoiled at the level of the request itself rather than its data. */
const REQUEST_SPOILERS = [
  'malformed JSON',
  'prototype poisoning',
  'unsupported content type',
  'no cross-site token',
] as const;
const MALFORMED = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '[1,2',
  '{"a":"\\x"}',
  '\u0000',
  '{"a":1}}',
  '{"a":1} x',
];

/** Each case draws from its own stream, so adding a target or a case does not change what the others do. */
const caseRandom = (seed: number, index: number) => new Random((seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0);

function queryText(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  const text = (value: unknown) =>
    value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, text(item));
  }
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

/** The query as the server parses it: texts, and lists of texts for a name given more than once. */
function parsedQuery(search: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = parsed[name];
    parsed[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return parsed;
}

interface Prepared {
  inject: InjectOptions;
  /** The data as the server will see it (after JSON or the query string had their say). */
  seen: unknown;
  /** Set when the request itself, not its data, decides the answer. */
  forced?: Verdict;
}

function prepare(
  target: FuzzTarget,
  request: FuzzRequest,
  data: unknown,
  spoiler: (typeof REQUEST_SPOILERS)[number] | undefined,
  random: Random,
): Prepared {
  const search = queryText(request.query);
  const inject: InjectOptions = {
    method: request.method,
    url: `${request.url}${search}`,
    headers: { ...request.headers },
    remoteAddress: request.remoteAddress,
  };
  let seen: unknown = target.part === 'query' ? parsedQuery(search) : data;
  let forced: Verdict | undefined;
  if (request.form) inject.payload = request.form as unknown as InjectOptions['payload'];
  else if (request.body !== undefined) {
    let payload = JSON.stringify(request.body);
    inject.headers = { ...inject.headers, 'content-type': 'application/json' };
    if (spoiler === 'malformed JSON') [payload, forced] = [random.pick(MALFORMED), { codes: ['BAD_REQUEST'] }];
    if (spoiler === 'prototype poisoning') {
      const poison = random.pick(['{"__proto__":{"isAdmin":true}', '{"constructor":{"prototype":{"isAdmin":true}}']);
      [payload, forced] = [
        payload.startsWith('{') && payload !== '{}' ? `${poison},${payload.slice(1)}` : `${poison}}`,
        { codes: ['BAD_REQUEST'] },
      ];
    }
    if (spoiler === 'unsupported content type')
      [inject.headers, forced] = [
        { ...inject.headers, 'content-type': random.pick(['application/xml', 'application/x-www-form-urlencoded']) },
        { codes: ['UNSUPPORTED_MEDIA_TYPE'] },
      ];
    inject.payload = payload;
    if (target.part === 'body') seen = JSON.parse(JSON.stringify(request.body));
    const limit = request.url.endsWith('/terms') ? SUBMISSION_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
    if (Buffer.byteLength(payload) > limit) forced = { codes: ['PAYLOAD_TOO_LARGE'] };
  }
  if (spoiler === 'no cross-site token' && request.method !== 'GET') {
    const { cookie: _cookie, 'x-xsrf-token': _token, ...rest } = inject.headers as Record<string, string>;
    [inject.headers, forced] = [rest, { codes: ['XSRF_MISMATCH'] }];
  }
  return { inject, seen, forced };
}

function judge(target: FuzzTarget, seen: unknown): Verdict {
  // A request without a body is an empty form (see validation/validator-compiler.ts).
  const value = seen === undefined && target.sampler.root.type === 'object' ? {} : (seen ?? null);
  const verdict = target.judge
    ? target.judge(seen)
    : target.sampler.accepts(target.sampler.root, value)
      ? 'valid'
      : 'invalid';
  // Text that no database keeps as it is is refused by name (a path parameter's target judges what the URL carried).
  return verdict === 'valid' && (target.part === 'body' || target.part === 'query') && holdsUnstorableText(seen)
    ? 'invalid'
    : verdict;
}

const describeRequest = (inject: InjectOptions) =>
  `${inject.method} ${String(inject.url).slice(0, 300)} ` +
  `${typeof inject.payload === 'string' ? inject.payload.slice(0, 600) : inject.payload ? '(multipart)' : ''}`;

/**
 * Runs `cases` seeded cases against the real app on `databaseUrl`: each picks an endpoint, makes valid data for
 * the state the server is in, spoils it most of the time, sends it, and checks the answer (oracle.ts) and that a
 * refusal left the stored data as it was. The same seed and number of cases replay the same run.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const world = await FuzzWorld.start(options.databaseUrl);
  const formAjv = createFormAjv();
  const textAjv = createFormAjv({ coerceTypes: true });
  const translators = createTranslators();
  const targets: FuzzTarget<unknown>[] = [
    ...anonymousTargets(world, formAjv, textAjv),
    ...applicationTargets(world, formAjv),
    submissionTarget(world, formAjv),
    ...(await uploadTargets(world, textAjv)),
  ];
  const report: FuzzReport = { seed: options.seed, cases: options.cases, durationMs: 0, endpoints: {}, failures: [] };
  try {
    for (let index = 0; index < options.cases; index++) {
      if (index && index % 1000 === 0) options.onProgress?.(index);
      const caseStarted = Date.now();
      world.keepSignedIn();
      const random = caseRandom(options.seed, index);
      // The first cases sweep the endpoints, each once with its data untouched and once spoiled, so that a short run
      // (`npm test`) reaches every endpoint both ways whatever the seed; the rest pick an endpoint by weight.
      const sweep = index < 2 * targets.length;
      const target = sweep
        ? targets[index % targets.length]
        : random.weighted(targets.map((candidate) => [candidate.weight, candidate] as const));
      const context = await target.context(world, random);
      const valid = target.valid(random, context);
      const fail = (mutation: string, request: string, answer: string, faults: string[]) =>
        report.failures.push({ index, target: target.name, mutation, request, answer, faults });
      if (valid === undefined) {
        fail('none', '', '', ['the generator made no valid data for this schema']);
        continue;
      }
      const untouched = sweep ? index < targets.length : random.chance(0.3);
      const spoiler = !untouched && !target.mutate && random.chance(0.12) ? random.pick(REQUEST_SPOILERS) : undefined;
      const mutated =
        untouched || spoiler
          ? { data: valid, description: spoiler ?? 'none' }
          : target.mutate
            ? target.mutate(valid, random)
            : mutate(valid, target.sampler, random);
      const request = target.request(context, mutated.data, random);
      const { inject, seen, forced } = prepare(target, request, mutated.data, spoiler, random);
      const verdict = forced ?? judge(target, seen);

      const before = await target.state(world, context);
      let response: LightMyRequestResponse;
      try {
        response = await world.app.inject(inject);
      } catch (error) {
        fail(mutated.description, describeRequest(inject), '', [`the request failed: ${(error as Error).message}`]);
        continue;
      }
      const t = translators[languageOf(String((inject.headers as Record<string, string>)['accept-language'] ?? ''))];
      const fieldNames = declaredNames(target.sampler.root, seen);
      const faults = answerFaults(response, { verdict, untouched, expect: target.expect, t, fieldNames });
      const code = response.statusCode >= 400 ? String(response.json().code) : undefined;
      const refusalMayWrite = verdict === 'valid' && code !== undefined && (target.writesOn ?? []).includes(code);
      if (!code || refusalMayWrite) world.forget();
      else if (response.statusCode < 500 && (await target.state(world, context, true)) !== before)
        faults.push('a refused request changed what is stored');
      faults.push(...((await target.after?.(world, context, response, mutated.data)) ?? []));

      const tally = (report.endpoints[target.name] ??= {
        cases: 0,
        untouched: 0,
        spoiled: 0,
        valid: 0,
        invalid: 0,
        refused: 0,
        statuses: {},
        ms: 0,
      });
      tally.cases++;
      tally[untouched ? 'untouched' : 'spoiled']++;
      tally.ms += Date.now() - caseStarted;
      tally[verdict === 'valid' ? 'valid' : verdict === 'invalid' ? 'invalid' : 'refused']++;
      tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
      if (faults.length)
        fail(
          mutated.description,
          describeRequest(inject),
          `${response.statusCode} ${response.body.slice(0, 400)}`,
          faults,
        );
    }
  } finally {
    await world.close();
  }
  report.durationMs = Date.now() - started;
  return report;
}

/** A failure report a person can act on: the seed to replay, and the first failing cases in full. */
export function describeFailures(report: FuzzReport, limit = 8): string {
  const cases = report.failures
    .slice(0, limit)
    .map((failure) =>
      [
        `case ${failure.index}: ${failure.target}, ${failure.mutation}`,
        `  sent: ${failure.request}`,
        `  got: ${failure.answer}`,
        ...failure.faults.map((fault) => `  - ${fault}`),
      ].join('\n'),
    );
  return [
    `${report.failures.length} of ${report.cases} fuzz cases failed. Replay with FUZZ_SEED=${report.seed} ` +
      `FUZZ_CASES=${report.cases}.`,
    ...cases,
  ].join('\n');
}
