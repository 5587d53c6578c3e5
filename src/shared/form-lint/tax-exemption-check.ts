import type { PathSegment } from './json-path.ts';
import { isObject } from '../form-model/index.ts';

/** One mistake of a content file: where it is, what is wrong and how to fix it. */
export interface ContentProblem {
  path: PathSegment[];
  message: string;
  fix: string;
}

const TEXTS = ['form', 'certificate', 'agency', 'note'] as const;
const ENTRY_KEYS = [...TEXTS, 'agencyUrl', 'file', 'sst', 'noSalesTax'];
/** A hosted file: a plain relative path, never a scheme, a host or a step out of the folder. */
const RELATIVE_FILE = /^(?!.*\.\.)[A-Za-z0-9_-][\w./-]*$/;

/** Whether a value is an `https://` address. */
export function isHttpsUrl(value: unknown): boolean {
  return typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'https:';
}

function entryProblems(code: string, entry: unknown): ContentProblem[] {
  const at = ['states', code];
  if (!isObject(entry))
    return [
      { path: at, message: `"${code}" is not an object`, fix: 'Write it as { "form": "…", "certificate": "…" }' },
    ];
  const problems: ContentProblem[] = [];
  for (const key of TEXTS) {
    if (entry[key] !== undefined && (typeof entry[key] !== 'string' || !(entry[key] as string).trim()))
      problems.push({ path: [...at, key], message: `"${key}" is not a text`, fix: 'Write the text in double quotes' });
  }
  for (const key of ['sst', 'noSalesTax'] as const) {
    if (entry[key] !== undefined && typeof entry[key] !== 'boolean')
      problems.push({ path: [...at, key], message: `"${key}" must be true or false`, fix: 'Write true or false' });
  }
  if (!entry.noSalesTax && typeof entry.certificate !== 'string')
    problems.push({
      path: at,
      message: `"${code}" names no certificate`,
      fix: 'Add "certificate" (its official name), or "noSalesTax": true',
    });
  if (entry.agencyUrl !== undefined && !isHttpsUrl(entry.agencyUrl))
    problems.push({
      path: [...at, 'agencyUrl'],
      message: `${JSON.stringify(entry.agencyUrl)} is not an https:// address`,
      fix: 'Write the whole address, starting with https://',
    });
  if (entry.file !== undefined && !(typeof entry.file === 'string' && RELATIVE_FILE.test(entry.file)))
    problems.push({
      path: [...at, 'file'],
      message: `${JSON.stringify(entry.file)} is not a path inside the supplier's files`,
      fix: `Write a relative path such as "tax-forms/${code}-resale.pdf" (no http:, no leading /, no ..)`,
    });
  for (const key of Object.keys(entry).filter((name) => !ENTRY_KEYS.includes(name)))
    problems.push({
      path: [...at, key],
      message: `"${key}" is not a setting of a state's entry`,
      fix: `Use ${ENTRY_KEYS.map((name) => `"${name}"`).join(', ')}`,
    });
  return problems;
}

function frameProblems(data: Record<string, unknown>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const need = (ok: boolean, path: PathSegment[], message: string, fix: string) =>
    ok || problems.push({ path, message, fix });
  need(typeof data.intro === 'string', ['intro'], '"intro" is missing or not a text', 'Write the text of "intro"');
  need(
    typeof data.noSalesTax === 'string',
    ['noSalesTax'],
    '"noSalesTax" is missing or not a text',
    'Write the sentence shown for states without sales tax',
  );
  const headings = data.headings;
  need(
    isObject(headings) && typeof headings.state === 'string' && typeof headings.certificate === 'string',
    ['headings'],
    '"headings" needs the texts "state" and "certificate"',
    'Write { "state": "…", "certificate": "…" }',
  );
  const sst = data.sst;
  need(
    isObject(sst) && ['label', 'form', 'certificate'].every((key) => typeof sst[key] === 'string'),
    ['sst'],
    '"sst" needs the texts "label", "form" and "certificate"',
    'Add the missing texts',
  );
  if (isObject(sst) && !isHttpsUrl(sst.agencyUrl))
    problems.push({
      path: ['sst', 'agencyUrl'],
      message: `${JSON.stringify(sst.agencyUrl)} is not an https:// address`,
      fix: 'Write the whole address, starting with https://',
    });
  need(
    isObject(data.states),
    ['states'],
    '"states" is missing or not an object',
    'Write one entry per state code: { "AL": { … }, … }',
  );
  return problems;
}

/**
 * The mistakes of a language's `tax-exemption-forms.json`: its frame, and one entry for every state of `states`
 * (the schemas' list) and no other. The lint reports them; the server refuses to start on any.
 */
export function taxExemptionProblems(data: unknown, states: readonly string[]): ContentProblem[] {
  if (!isObject(data))
    return [
      { path: [], message: 'this file must hold a JSON object', fix: 'Write it as { "intro": …, "states": { … } }' },
    ];
  const problems = frameProblems(data);
  if (!isObject(data.states)) return problems;
  const entries = data.states;
  for (const code of states.filter((state) => !(state in entries)))
    problems.push({
      path: ['states'],
      message: `there is no entry for ${code}, a state of the application's list`,
      fix: `Add "${code}": { "certificate": "…" } (or "noSalesTax": true)`,
    });
  for (const code of Object.keys(entries).filter((state) => !states.includes(state)))
    problems.push({
      path: ['states', code],
      message: `"${code}" is not a state of the application's list (schemas/common/definitions.json)`,
      fix: 'Correct the state code, or remove the entry',
    });
  problems.push(...Object.entries(entries).flatMap(([code, entry]) => entryProblems(code, entry)));
  return problems;
}
