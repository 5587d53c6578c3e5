import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Recommendation } from '../../shared/staff/recommendation.ts';
import type { Database } from '../db/schema.ts';
import { gatherPolicyChecks, type GatherPolicyChecks, type PolicyChecks } from './policy-checks.ts';
import { policyInputsOf, type PolicyApplicationData } from './policy-inputs.ts';
import { PRODUCT_POLICY_FILE, readPolicyText, type PolicyVersion } from './policy-source.ts';
import { recommend } from './recommend.ts';

/** An application as the policy assesses it: its row's id, owner and stored data. */
export interface AssessedApplication {
  id: string;
  user_id: string;
  data: string;
}

/** A recommendation with what it was made from: the policy's version and the checks. */
export interface Assessment {
  version: PolicyVersion;
  checks: PolicyChecks;
  recommendation: Recommendation;
}

/**
 * Where the policy service reads its policy and an application's checks: the product's policy file and
 * `gatherPolicyChecks` unless named. A test names its own to assess by a fixture policy and checks of its choosing.
 */
export interface PolicySource {
  file?: string;
  gatherChecks?: GatherPolicyChecks;
}

/**
 * The credit policy in force. The file is read again whenever it is used and its content changed, so an analyst's
 * edit is a new version from the next recommendation on, without a restart; an edit the lint would refuse is not
 * used (the last good version stays, and the log says why). The first read happens at start-up, where a bad file
 * stops the server (the start-up gate has already named its problems).
 */
export function createPolicyService(
  app: FastifyInstance,
  { file = PRODUCT_POLICY_FILE, gatherChecks = gatherPolicyChecks }: PolicySource = {},
) {
  let text = readFileSync(file, 'utf8');
  let version = readPolicyText(text, file);

  const current = (): PolicyVersion => {
    const now = readFileSync(file, 'utf8');
    if (now === text) return version;
    try {
      version = readPolicyText(now, file);
    } catch (error) {
      app.log.error({ err: error }, 'the credit policy file was changed and cannot be used; the last version stays');
    }
    text = now;
    return version;
  };

  return {
    current,

    /** What the policy in force recommends for an application, from its data and its checks as they are now. */
    async assess(application: AssessedApplication): Promise<Assessment> {
      const checks = await gatherChecks(app.db, { id: application.id, userId: application.user_id });
      const data = JSON.parse(application.data) as PolicyApplicationData;
      const inForce = current();
      return {
        version: inForce,
        checks,
        recommendation: recommend(inForce.policy, inForce.id, policyInputsOf(data, checks)),
      };
    },

    /** Keeps a version's content by its id, once (in the transaction of the decision that used it). */
    async remember(used: PolicyVersion, trx: Kysely<Database>): Promise<void> {
      await trx
        .insertInto('credit_policy_versions')
        .values({ id: used.id, policy: JSON.stringify(used.policy), first_used_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
