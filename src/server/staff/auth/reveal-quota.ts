import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { StaffMember } from '../repositories/staff-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one reveal of `staffId` on `day` and answers the day's count, in one statement. */
async function countReveal(executor: Kysely<Database>, staffId: string, day: string): Promise<number> {
  const row = await executor
    .insertInto('staff_reveal_counts')
    .values({ staff_id: staffId, day, reveals: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['staff_id', 'day'])
        .doUpdateSet((eb) => ({ reveals: eb('staff_reveal_counts.reveals', '+', 1) })),
    )
    .returning('reveals')
    .executeTakeFirstOrThrow();
  return Number(row.reveals);
}

/**
 * The daily reveal quota (`STAFF_REVEALS_PER_DAY`, per member and UTC day): a manager reads SSNs and birth dates a
 * few times a day, so a member revealing far more is either a mistake or someone harvesting them with a stolen
 * session. The reveal that reaches the quota emails every enabled admin (through the outbox, in the transaction
 * that counted it, so exactly one notice goes out however many reveals arrive at once); the ones after it answer
 * 429 `REVEAL_QUOTA_REACHED` until the day ends.
 */
export function createRevealQuota(app: FastifyInstance) {
  const notifyAdmins = async (executor: Kysely<Database>, member: StaffMember, limit: number) => {
    const admins = await executor
      .selectFrom('staff_members')
      .select('email')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    for (const admin of admins) {
      await app.outbox.email(
        {
          to: admin.email,
          language: 'en',
          template: 'staffRevealQuota',
          audience: 'staff',
          values: { member: member.email, limit },
        },
        executor,
      );
    }
  };

  return {
    /** Counts one reveal by `member`; throws 429 once the day's quota is used up. */
    async spend(member: StaffMember): Promise<void> {
      const now = Date.now();
      const day = new Date(now).toISOString().slice(0, 10);
      const limit = app.config.staffRevealsPerDay;
      const reveals = await app.db.transaction().execute(async (trx) => {
        const count = await countReveal(trx, member.id, day);
        if (count === limit) await notifyAdmins(trx, member, limit);
        return count;
      });
      if (reveals <= limit) return;
      const seconds = Math.max(1, Math.ceil((Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - now) / 1000));
      throw new ProblemError(429, 'REVEAL_QUOTA_REACHED', {
        headers: { 'retry-after': String(seconds) },
        values: { limit },
      });
    },
  };
}
