import { isObject } from '../../form-model/index.ts';
import { POLICY_FILE, POLICY_SCHEMA_FILE } from '../../policy/credit-policy.ts';
import { policyContextOf, policyProblems } from '../../policy/policy-problems.ts';
import type { Rule } from '../types.ts';

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
    if (!file || !schema) {
      const missing = file ? POLICY_SCHEMA_FILE : POLICY_FILE;
      report({
        severity: 'error',
        file: `schemas/${missing}`,
        where: '',
        message: 'this file of the credit policy is missing, and the server applies the policy to every application',
        fix: `Restore it from the repository (git checkout -- schemas/${missing})`,
      });
      return;
    }
    if (hasErrors(file.display) || hasErrors(schema.display) || !isObject(schema.data)) return;
    const texts = Object.fromEntries(
      [...context.localeFiles].map(([language, namespaces]) => [language, namespaces.get('staffPolicy')?.data]),
    );
    const policyContext = policyContextOf(context.schemaFiles.get('staff/decision.schema.json')?.data, texts);
    for (const problem of policyProblems(file.data, schema.data, policyContext)) {
      report({ severity: 'error', file: file.display, ...problem });
    }
  },
};
