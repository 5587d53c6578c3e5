import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR, SCHEMAS_DIR, loadForm, readJson } from '../../shared/form-files.ts';
import { POLICY_FILE, POLICY_SCHEMA_FILE, type CreditPolicy } from '../../shared/policy/credit-policy.ts';
import { policyContextOf, policyProblems, type PolicyProblem } from '../../shared/policy/policy-problems.ts';

/** A version of the policy: its content and its id, a hash of that content. */
export interface PolicyVersion {
  id: string;
  policy: CreditPolicy;
}

/** The product's policy file. */
export const PRODUCT_POLICY_FILE = join(SCHEMAS_DIR, POLICY_FILE);

/** JSON with its objects' keys sorted, so that the id follows the content, not the file's layout or key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([key]) => !key.startsWith('$'));
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The version of a policy: the id is the first 16 hex digits of the SHA-256 of its canonical JSON, without the
 * `$schema` and `$comment` notes. Reformatting the file or editing its comment is the same version; changing a
 * number is a new one.
 */
export function policyVersionOf(policy: CreditPolicy): PolicyVersion {
  const id = createHash('sha256').update(canonical(policy)).digest('hex').slice(0, 16);
  return { id, policy };
}

/** A policy file that cannot be used, with everything wrong in it. */
export class PolicyFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: PolicyProblem[],
  ) {
    super(`${file}: ${problems.map((problem) => `${problem.where}: ${problem.message}`).join('; ')}`);
  }
}

/**
 * Reads a policy file and checks it as the lint does (its JSON Schema, the decision form's reasons, the factors'
 * labels); a file that fails is a `PolicyFileError` naming each problem.
 */
export function readPolicyText(text: string, file: string): PolicyVersion {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new PolicyFileError(file, [{ where: '', message: (error as Error).message, fix: 'Write valid JSON' }]);
  }
  const schema = readJson(join(SCHEMAS_DIR, POLICY_SCHEMA_FILE)) as object;
  const texts = Object.fromEntries(
    ['en', 'es'].map((language) => [language, readJson(join(LOCALES_DIR, language, 'staffPolicy.json'))]),
  );
  const problems = policyProblems(data, schema, policyContextOf(loadForm('staff/decision').schema, texts));
  if (problems.length) throw new PolicyFileError(file, problems);
  return policyVersionOf(data as CreditPolicy);
}

/** Reads and checks a policy file (the product's unless another is named). */
export function readPolicyFile(file = PRODUCT_POLICY_FILE): PolicyVersion {
  return readPolicyText(readFileSync(file, 'utf8'), file);
}
