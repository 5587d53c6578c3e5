import type { Kysely } from 'kysely';
import type { KbvStatus } from '../../shared/identity-status.ts';
import type { Database } from '../db/schema.ts';
import { screeningState } from '../screening/index.ts';

/** One reference's figures as the policy reads them (the references' answers, issue 26). */
export interface ReferenceFigures {
  kind: 'trade' | 'bank';
  status: string;
  /** A trade reference's high credit in the last 12 months, in dollars. */
  highCredit?: number;
  /** A trade reference's average days beyond terms. */
  daysBeyondTerms?: number;
  /** A flag a reviewer should look at (free-mail domain, the applicant's own phone or address…). */
  flagged: boolean;
}

/**
 * The checks of an application the policy reads besides its data: the identity verification's outcome, the
 * references' figures and the sanctions screening (`null`: not screened, e.g. no list loaded yet).
 */
export interface PolicyChecks {
  identity: KbvStatus | null;
  references: ReferenceFigures[];
  screening: { uncleared: number } | null;
}

/**
 * Gathers the checks of an application, the one place they come in. The identity outcome is read here; the
 * references (`referenceFigures(db, applicationId)` of src/server/references/) and the screening
 * (`screeningState(db, applicationId)` of src/server/screening/) come from the parts of issues 26 and 27 that land
 * beside this one: until they are wired in here, an application has no reference answered and is not screened, so
 * nothing is approved without a person (auto-approval needs a screening without a hit).
 */
export async function gatherPolicyChecks(
  db: Kysely<Database>,
  application: { id: string; userId: string },
): Promise<PolicyChecks> {
  const identity = await db
    .selectFrom('kbv_applicants')
    .select('kbv_status')
    .where('user_id', '=', application.userId)
    .executeTakeFirst();
  return {
    identity: identity?.kbv_status ?? null,
    references: [],
    screening: await screeningState(db, application.id),
  };
}
