import type { Kysely } from 'kysely';
import type { KbvStatus } from '../../shared/identity-status.ts';
import type { Database } from '../db/schema.ts';
import { referenceFigures, type ReferenceFigure } from '../references/index.ts';
import { screeningState } from '../screening/index.ts';

/**
 * The checks of an application the policy reads besides its data: the identity verification's outcome, the
 * references' figures and the sanctions screening (`null`: not screened, e.g. no list loaded yet).
 */
export interface PolicyChecks {
  identity: KbvStatus | null;
  references: ReferenceFigure[];
  screening: { uncleared: number } | null;
}

/** What gathers an application's checks: `gatherPolicyChecks`, unless the app was built with another. */
export type GatherPolicyChecks = (
  db: Kysely<Database>,
  application: { id: string; userId: string },
) => Promise<PolicyChecks>;

/**
 * Gathers the checks of an application, the one place they come in: the identity outcome, the references' figures
 * (src/server/references/) and the sanctions screening (src/server/screening/; `null` while no list was loaded, so
 * nothing is approved without a person then: auto-approval needs a screening without a hit).
 */
export const gatherPolicyChecks: GatherPolicyChecks = async (db, application) => {
  const identity = await db
    .selectFrom('kbv_applicants')
    .select('kbv_status')
    .where('user_id', '=', application.userId)
    .executeTakeFirst();
  return {
    identity: identity?.kbv_status ?? null,
    references: await referenceFigures(db, application.id),
    screening: await screeningState(db, application.id),
  };
};
