import { isObject } from '../../form-model/index.ts';
import { POLICY_FILE, POLICY_SCHEMA_FILE } from '../../policy/credit-policy.ts';
import { policyProblems, type PolicyContext } from '../../policy/policy-problems.ts';
import type { CheckContext, Rule } from '../types.ts';

const DECISION_SCHEMA = 'staff/decision.schema.json';

/** The decision form's `then` of a kind, read loosely: the lint runs on files that may be broken. */
function decisionThen(context: CheckContext, kind: string): Record<string, unknown> {
  const data = context.schemaFiles.get(DECISION_SCHEMA)?.data;
  const entries = isObject(data) && Array.isArray(data.allOf) ? data.allOf : [];
  const entry = entries.find(
    (candidate: unknown) =>
      isObject(candidate) && JSON.stringify(candidate.if).includes(`"decision":{"const":"${kind}"}`),
  );
  const then = isObject(entry) && isObject(entry.then) && isObject(entry.then.properties) ? entry.then.properties : {};
  return then;
}

/** What the policy refers to outside itself: the decision form's reasons and largest limit, the factors' labels. */
function policyContext(context: CheckContext): PolicyContext {
  const reasons = decisionThen(context, 'DECLINE').reasons;
  const items = isObject(reasons) && isObject(reasons.items) ? reasons.items.enum : undefined;
  const creditLimit = decisionThen(context, 'APPROVE').creditLimit;
  const maxLimit = isObject(creditLimit) && typeof creditLimit.maximum === 'number' ? creditLimit.maximum : Infinity;
  const labels: Record<string, string[]> = {};
  for (const [language, namespaces] of context.localeFiles) {
    const data = namespaces.get('staffPolicy')?.data;
    labels[language] = isObject(data) && isObject(data.factors) ? Object.keys(data.factors) : [];
  }
  return { reasons: Array.isArray(items) ? items.map(String) : [], maxLimit, labels };
}

/**
 * The credit policy (`schemas/policy/credit-policy.json`): the shape its JSON Schema gives, then what the server
 * needs to apply it: bands in order, decline reasons the decision form has, every factor labelled in every language.
 * A start-up rule: the server applies the policy to every application it shows, so it refuses to start without one.
 */
export const creditPolicy: Rule = {
  name: 'credit-policy',
  run(context, { report, hasErrors }) {
    const file = context.schemaFiles.get(POLICY_FILE);
    const schema = context.schemaFiles.get(POLICY_SCHEMA_FILE);
    const display = file?.display ?? `${context.schemasDir.split(/[\\/]/).pop()}/${POLICY_FILE}`;
    if (!file || !schema) {
      const missing = file ? POLICY_SCHEMA_FILE : POLICY_FILE;
      report({
        severity: 'error',
        file: display,
        where: '',
        message: `the credit policy's file ${missing} is missing`,
        fix: 'Restore it from the repository (git checkout -- schemas/policy)',
      });
      return;
    }
    if (hasErrors(file.display) || hasErrors(schema.display) || !isObject(schema.data)) return;
    for (const problem of policyProblems(file.data, schema.data, policyContext(context))) {
      report({ severity: 'error', file: file.display, ...problem });
    }
  },
};
