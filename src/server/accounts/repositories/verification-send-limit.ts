import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashEmail } from '../opaque-tokens.ts';

/**
 * At most one verification (or password-reset) email per address every 2 minutes (docs/decisions/0006-product-
 * rules.md#tokens).
 */
const RESEND_INTERVAL_MS = 2 * 60 * 1000;

/** Which email's slot: verification emails and reset emails are limited apart. */
export type SendKind = 'verification' | 'passwordReset';

/** The row's key: the email's hash for verification emails (as before reset emails had slots), else kind and email. */
const keyOf = (normalizedEmail: string, kind: SendKind) =>
  hashEmail(kind === 'verification' ? normalizedEmail : `${kind}\n${normalizedEmail}`);

/** Whether the send slot was taken, and if not how long until it frees up. */
export type SendClaim = { claimed: true } | { claimed: false; retryAfterSeconds: number };

/**
 * When a verification email was last sent to an address, kept for every address asked about (with an account
 * or without), so that the 2-minute limit answers alike and tells nothing about which addresses have accounts.
 */
export function createVerificationSendLimit(db: Kysely<Database>) {
  return {
    /**
     * Takes the address's send slot when the last send is at least 2 minutes old (or there was none), recording
     * now as the last send; otherwise changes nothing and tells the seconds left to wait. The slot is taken in one
     * atomic statement, so two servers cannot both take it.
     */
    async claim(normalizedEmail: string, kind: SendKind = 'verification'): Promise<SendClaim> {
      const now = new Date();
      const emailHash = keyOf(normalizedEmail, kind);
      const claimed = await db
        .insertInto('verification_email_sends')
        .values({ email_hash: emailHash, sent_at: now.toISOString() })
        .onConflict((conflict) =>
          conflict
            .column('email_hash')
            .doUpdateSet({ sent_at: now.toISOString() })
            .where(
              'verification_email_sends.sent_at',
              '<=',
              new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString(),
            ),
        )
        .returning('email_hash')
        .executeTakeFirst();
      if (claimed) return { claimed: true };
      const last = await db
        .selectFrom('verification_email_sends')
        .select('sent_at')
        .where('email_hash', '=', emailHash)
        .executeTakeFirst();
      const waitMs = last ? Date.parse(last.sent_at) + RESEND_INTERVAL_MS - now.getTime() : RESEND_INTERVAL_MS;
      return { claimed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    /** Records a send that happens whatever the limit says (the first email of a new account). */
    async record(normalizedEmail: string): Promise<void> {
      const sentAt = new Date().toISOString();
      await db
        .insertInto('verification_email_sends')
        .values({ email_hash: hashEmail(normalizedEmail), sent_at: sentAt })
        .onConflict((conflict) => conflict.column('email_hash').doUpdateSet({ sent_at: sentAt }))
        .execute();
    },
  };
}

export type VerificationSendLimit = ReturnType<typeof createVerificationSendLimit>;
