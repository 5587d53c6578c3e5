import type { Kysely } from 'kysely';
import type { FieldCipher } from '../../crypto/field-cipher.ts';
import type { Database } from '../../db/schema.ts';

/** A sign-in at the provider may take this long (a password, a second factor, a phone found in a bag). */
const FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** The console trades the one-time code at once, on the page the provider's redirect lands on. */
const HANDOFF_LIFETIME_MS = 60 * 1000;

/** What the callback needs to check the provider's answer: the values sent with the browser to the provider. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The SQL of sign-ins through the provider: each one under way, from the redirect to the provider until it sends the
 * browser back, and the one-time code that then hands the session to the console. Both are found by the hash of the
 * browser's own cookie as well, so a code or an answer of the provider carried to another browser opens nothing, and
 * each is spent by deleting its row in one statement (two uses at once: one wins).
 */
export function createOidcFlows(db: Kysely<Database>, cipher: FieldCipher) {
  /** Removes what expired, so abandoned sign-ins do not pile up; run beside each new row. */
  const sweep = async () => {
    const now = new Date().toISOString();
    await db.deleteFrom('staff_oidc_flows').where('expires_at', '<=', now).execute();
    await db.deleteFrom('staff_oidc_handoffs').where('expires_at', '<=', now).execute();
  };

  return {
    /** Keeps the checks of a sign-in that starts now, for the browser whose cookie hashes to `browserHash`. */
    async begin(browserHash: string, checks: FlowChecks): Promise<void> {
      await sweep();
      await db
        .insertInto('staff_oidc_flows')
        .values({
          browser_hash: browserHash,
          state: checks.state,
          nonce: checks.nonce,
          code_verifier_encrypted: cipher.encrypt(checks.codeVerifier),
          expires_at: inFuture(FLOW_LIFETIME_MS),
        })
        .execute();
    },

    /** Spends the browser's sign-in under way: its checks, once, if it has not expired. */
    async take(browserHash: string): Promise<FlowChecks | undefined> {
      const row = await db
        .deleteFrom('staff_oidc_flows')
        .where('browser_hash', '=', browserHash)
        .where('expires_at', '>', new Date().toISOString())
        .returning(['state', 'nonce', 'code_verifier_encrypted'])
        .executeTakeFirst();
      return row && { state: row.state, nonce: row.nonce, codeVerifier: cipher.decrypt(row.code_verifier_encrypted) };
    },

    /** A one-time code for `staffId`'s session, by its hash, good for a minute in the same browser. */
    async handOff(codeHash: string, browserHash: string, staffId: string): Promise<void> {
      await sweep();
      await db
        .insertInto('staff_oidc_handoffs')
        .values({
          code_hash: codeHash,
          browser_hash: browserHash,
          staff_id: staffId,
          expires_at: inFuture(HANDOFF_LIFETIME_MS),
        })
        .execute();
    },

    /** Spends a one-time code presented by the browser it was made for; the member's id, if it was valid. */
    async redeem(codeHash: string, browserHash: string): Promise<string | undefined> {
      const row = await db
        .deleteFrom('staff_oidc_handoffs')
        .where('code_hash', '=', codeHash)
        .where('browser_hash', '=', browserHash)
        .where('expires_at', '>', new Date().toISOString())
        .returning('staff_id')
        .executeTakeFirst();
      return row?.staff_id;
    },
  };
}
