import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { formatPath, pointerSegments, type PathSegment } from '../form-lint/json-path.ts';
import { didYouMean } from '../form-lint/suggest.ts';
import { POLICY_INPUTS, type CreditPolicy, type PolicyBand, type PolicyFactor } from './credit-policy.ts';

/** A problem of a policy file, in the analyst's words: where, what is wrong, how to fix it. */
export interface PolicyProblem {
  where: string;
  message: string;
  fix: string;
}

/** What the policy is checked against besides its schema: the decision form and the console's texts. */
export interface PolicyContext {
  /** The decision form's decline reasons (schemas/staff/decision.schema.json). */
  reasons: readonly string[];
  /** The largest limit the decision form accepts. */
  maxLimit: number;
  /** The factor names each language labels (`staffPolicy.factors`), by language. */
  labels: Record<string, readonly string[]>;
}

/**
 * An ajv error (verbose: with the value and the schema) as a sentence: `"weigth" is not a policy setting here (did you
 * mean "weight"?)`.
 */
function schemaMessage(error: ErrorObject): PolicyProblem {
  const path = pointerSegments(error.instancePath);
  const where = formatPath(path);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
    return {
      where: formatPath([...path, name]),
      message: `"${name}" is not a policy setting here${didYouMean(name, known)}`,
      fix: `Use one of ${known.filter((key) => !key.startsWith('$')).join(', ')}`,
    };
  }
  if (error.keyword === 'required') {
    return { where, message: `"${String(params.missingProperty)}" is missing`, fix: 'Add it (docs/analysts.md)' };
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).map(String);
    return {
      where,
      message: `${JSON.stringify(error.data)} is not one of the choices${didYouMean(String(error.data), allowed)}`,
      fix: `Write one of ${allowed.join(', ')}`,
    };
  }
  return {
    where,
    message: `${JSON.stringify(error.data)} ${error.message ?? 'is not allowed'}`,
    fix: 'See docs/analysts.md',
  };
}

/** Numbers bands: ascending `below`, the last one open; yes/no bands: one per value, no `below`. */
function bandProblems(factor: PolicyFactor, at: PathSegment[]): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  const numeric = POLICY_INPUTS[factor.input] === 'number';
  factor.bands.forEach((band: PolicyBand, index) => {
    const where = formatPath([...at, 'bands', index]);
    const last = index === factor.bands.length - 1;
    if (numeric && band.is !== undefined) {
      problems.push({ where, message: `"${factor.input}" is a number, so a band has no "is"`, fix: 'Use "below"' });
    }
    if (!numeric && band.below !== undefined) {
      problems.push({ where, message: `"${factor.input}" is yes or no, so a band has no "below"`, fix: 'Use "is"' });
    }
    if (numeric && !last && band.below === undefined) {
      problems.push({ where, message: 'only the last band may leave "below" out', fix: 'Give this band a "below"' });
    }
    const previous = factor.bands[index - 1]?.below;
    if (numeric && band.below !== undefined && previous !== undefined && band.below <= previous) {
      problems.push({
        where: `${where}.below`,
        message: `${band.below} is not above the band before it (${previous}), so no value falls in this band`,
        fix: 'Write the bands from the lowest "below" to the highest',
      });
    }
  });
  const lastBand = factor.bands.at(-1);
  if (numeric && lastBand?.below !== undefined) {
    problems.push({
      where: formatPath([...at, 'bands', factor.bands.length - 1, 'below']),
      message: `values of ${lastBand.below} and above fall in no band`,
      fix: 'End with a band without "below" for every larger value',
    });
  }
  return problems;
}

/**
 * The reasons a band gives must be decline reasons of the decision form, so the letter can state them; each
 * named at its own place in the band's list. A reason written as its text's path (`staff.reasons.timeInBusiness`)
 * is named with the key it means.
 */
function reasonProblems(band: PolicyBand | undefined, at: PathSegment[], context: PolicyContext): PolicyProblem[] {
  return (band?.reasons ?? []).flatMap((reason, index) => {
    if (context.reasons.includes(reason)) return [];
    const bare = reason.split('.').pop()!;
    const hint =
      bare !== reason && context.reasons.includes(bare)
        ? ` (did you mean "${bare}"? A reason is the decision form's key, not the path of its text)`
        : didYouMean(reason, context.reasons);
    return [
      {
        where: formatPath([...at, 'reasons', index]),
        message: `"${reason}" is not a decline reason of the decision form${hint}`,
        fix:
          `Write one of ${context.reasons.map((key) => `"${key}"`).join(', ')} (the reasons of ` +
          'schemas/staff/decision.schema.json), or add it there with its texts',
      },
    ];
  });
}

/**
 * The policy schema's validator, compiled once per version of the schema: the lint checks the policy on every run
 * (the tests lint a hundred versions of the forms with the same policy schema), and compiling is most of the check.
 */
const validators = new Map<string, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    // A few versions at most in one process (an analyst editing the schema while the dev server runs).
    if (validators.size >= 16) validators.clear();
    validate = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Everything wrong with a policy: first what its JSON Schema says, then (on a policy of the right shape) what a
 * schema cannot: band order, reasons the decision form knows, a label in every language, sensible thresholds.
 */
export function policyProblems(data: unknown, schema: object, context: PolicyContext): PolicyProblem[] {
  const validate = validatorOf(schema);
  if (!validate(data)) return (validate.errors ?? []).map(schemaMessage);
  const policy = data as CreditPolicy;
  const problems: PolicyProblem[] = [];
  const seen = new Set<string>();
  policy.factors.forEach((factor, index) => {
    const at: PathSegment[] = ['factors', index];
    if (seen.has(factor.name)) {
      problems.push({
        where: formatPath([...at, 'name']),
        message: `"${factor.name}" is the name of another factor too`,
        fix: 'Give each factor its own name',
      });
    }
    seen.add(factor.name);
    for (const [language, labels] of Object.entries(context.labels)) {
      if (labels.includes(factor.name)) continue;
      problems.push({
        where: formatPath([...at, 'name']),
        message: `factor "${factor.name}" has no label in locales/${language}/staffPolicy.json`,
        fix: `Add "${factor.name}" under "factors" in locales/${language}/staffPolicy.json`,
      });
    }
    problems.push(...bandProblems(factor, at));
    factor.bands.forEach((band, bandIndex) =>
      problems.push(...reasonProblems(band, [...at, 'bands', bandIndex], context)),
    );
    problems.push(...reasonProblems(factor.whenUnknown, [...at, 'whenUnknown'], context));
  });
  if (policy.thresholds.approve <= policy.thresholds.review) {
    problems.push({
      where: 'thresholds.approve',
      message: `approve (${policy.thresholds.approve}) is not above review (${policy.thresholds.review})`,
      fix: 'Make the score to approve higher than the score to review',
    });
  }
  const ceiling = policy.autoApproval?.ceiling;
  if (ceiling !== undefined && ceiling > context.maxLimit) {
    problems.push({
      where: 'autoApproval.ceiling',
      message: `${ceiling} is above the largest limit the decision form grants (${context.maxLimit})`,
      fix: `Write at most ${context.maxLimit}`,
    });
  }
  return problems;
}

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The decision form's properties of a kind, from every `then` whose `if` names it (files may be broken). */
function decisionProperties(decisionSchema: unknown, kind: string): Record<string, unknown> {
  const allOf = objectOr(decisionSchema).allOf;
  const entries = (Array.isArray(allOf) ? allOf : []).filter((candidate: unknown) =>
    JSON.stringify(objectOr(candidate).if ?? null).includes(`"decision":{"const":"${kind}"}`),
  );
  return Object.assign({}, ...entries.map((entry) => objectOr(objectOr(objectOr(entry).then).properties)));
}

/**
 * What a policy is checked against, from the decision form's schema (its decline reasons, its largest limit) and each
 * language's `staffPolicy` texts (the factors' labels).
 */
export function policyContextOf(decisionSchema: unknown, staffPolicyTexts: Record<string, unknown>): PolicyContext {
  const reasons = objectOr(objectOr(decisionProperties(decisionSchema, 'DECLINE').reasons).items).enum;
  const maximum = objectOr(decisionProperties(decisionSchema, 'APPROVE').creditLimit).maximum;
  const labels = Object.fromEntries(
    Object.entries(staffPolicyTexts).map(([language, texts]) => [
      language,
      Object.keys(objectOr(objectOr(texts).factors)),
    ]),
  );
  return {
    reasons: Array.isArray(reasons) ? reasons.map(String) : [],
    maxLimit: typeof maximum === 'number' ? maximum : Infinity,
    labels,
  };
}
