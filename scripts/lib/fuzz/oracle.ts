import type { LightMyRequestResponse } from 'fastify';
import type { Translate } from '../../../src/shared/field-errors.ts';
import { loadLocales } from '../../../src/shared/form-files.ts';
import { placeholdersOf } from '../../../src/shared/form-lint/placeholders.ts';
import type { Expectation, Verdict } from './target.ts';

/** What the oracle knows of a case besides the answer. */
export interface CaseFacts {
  verdict: Verdict;
  /** Whether the data is the valid data as generated (then only the success will do). */
  untouched: boolean;
  expect: Expectation;
  /** Translates in the language the request asked for. */
  t: Translate;
  /** Names a field may have: what the schema declares and what the request sent. */
  fieldNames: ReadonlySet<string>;
}

const UNTRANSLATED_KEY = /^[a-z][A-Za-z]*\.[\w.]+$/;

/**
 * A placeholder of the texts (`{field}`, `{name}`, …) left in a message: one the product did not fill. Only the
 * names the texts use count, since a message may quote what an applicant typed, and a company named "AB {7}" is data.
 */
const UNFILLED_PLACEHOLDER = new RegExp(
  placeholdersOf(JSON.stringify(loadLocales()))
    .map((name) => `\\{${name}\\}`)
    .join('|'),
);

/** The problem document's own faults: shape, language, and field messages that read as messages. */
function problemFaults(response: LightMyRequestResponse, facts: CaseFacts): string[] {
  if (!String(response.headers['content-type']).startsWith('application/problem+json'))
    return [`a ${response.statusCode} that is not a problem document (${response.headers['content-type']})`];
  let problem: Record<string, unknown>;
  try {
    problem = response.json();
  } catch {
    return ['a problem document that is not JSON'];
  }
  const faults: string[] = [];
  const code = String(problem.code);
  if (!/^[A-Z][A-Z_]*$/.test(code)) faults.push(`a problem without a code (${code})`);
  if (problem.status !== response.statusCode)
    faults.push(`a problem whose status ${problem.status} is not the answer's ${response.statusCode}`);
  if (typeof problem.requestId !== 'string' || typeof problem.type !== 'string')
    faults.push('a problem without its type or request id');
  if (problem.title !== facts.t(`problems.${code}.title`))
    faults.push(`a problem titled "${problem.title}", not in the language asked for`);
  if (
    typeof problem.detail !== 'string' ||
    !problem.detail ||
    UNFILLED_PLACEHOLDER.test(problem.detail) ||
    UNTRANSLATED_KEY.test(problem.detail)
  )
    faults.push(`a problem whose detail is not a message: ${problem.detail}`);
  const errors = problem.errors as Record<string, unknown> | undefined;
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (typeof message !== 'string' || !message || UNFILLED_PLACEHOLDER.test(message) || UNTRANSLATED_KEY.test(message))
      faults.push(`the message for "${field}" is not a message: ${String(message)}`);
    const unknown = field.split('.').filter((part) => part && !/^\d+$/.test(part) && !facts.fieldNames.has(part));
    if (unknown.length) faults.push(`an error names "${field}", which is no field of the request`);
  }
  return faults;
}

/**
 * Everything wrong with an answer: never a 5xx; a refusal is always a problem document in the language asked
 * for; data the schema refuses is answered 400 `VALIDATION_FAILED` naming at least one field; valid data
 * succeeds, or (when spoiled in a way the schema cannot see) is refused with one of the endpoint's own codes.
 */
export function answerFaults(response: LightMyRequestResponse, facts: CaseFacts): string[] {
  const status = response.statusCode;
  if (status >= 500) return [`answered ${status}: ${response.body.slice(0, 300)}`];
  const faults = status >= 400 ? problemFaults(response, facts) : [];
  const code = status >= 400 ? String((response.json() as { code?: unknown }).code) : undefined;
  const errors = status >= 400 ? ((response.json() as { errors?: Record<string, string> }).errors ?? {}) : {};
  const namesAField = Object.keys(errors).length > 0;
  const { verdict, expect } = facts;
  if (verdict === 'valid') {
    if (status === expect.status) return faults;
    if (facts.untouched)
      return [
        ...faults,
        `valid data answered ${status} ${code ?? ''}, not ${expect.status}: ${response.body.slice(0, 300)}`,
      ];
    if (!code || !expect.refusals?.includes(code))
      return [
        ...faults,
        `valid data answered ${status} ${code ?? ''}, neither ${expect.status} nor one of ` +
          `${expect.refusals?.join(', ') || 'no refusal'}`,
      ];
    if (code === 'VALIDATION_FAILED' && !namesAField) faults.push('a VALIDATION_FAILED that names no field');
    return faults;
  }
  if (verdict === 'invalid') {
    if (status !== 400 || code !== 'VALIDATION_FAILED')
      return [
        ...faults,
        `invalid data answered ${status} ${code ?? ''}, not 400 VALIDATION_FAILED: ${response.body.slice(0, 300)}`,
      ];
    if (!namesAField) faults.push('invalid data refused without naming a field');
    return faults;
  }
  if (status < 400 || !code || !verdict.codes.includes(code))
    return [
      ...faults,
      `answered ${status} ${code ?? ''}, not a refusal with ${verdict.codes.join(' or ')}: ` +
        `${response.body.slice(0, 300)}`,
    ];
  return faults;
}
