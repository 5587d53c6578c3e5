import type { Kysely, Selectable } from 'kysely';
import type { Database, TaxFormsTable } from '../db/schema.ts';
import type { TaxForm } from '../../shared/tax-forms.ts';

export type StoredTaxForm = Selectable<TaxFormsTable>;

/** The API's view of a stored form: its id and the name it was uploaded with. */
export const toTaxForm = (row: StoredTaxForm): TaxForm => ({ id: row.id, fileName: row.file_name });

/**
 * Uploaded tax-exemption certificates, always through their owner: every query has the user id of the access
 * token in its `where`, so an id from a path never reaches another user's form.
 */
export function createTaxFormRepository(db: Kysely<Database>) {
  const usage = async (userId: string, executor: Kysely<Database> = db): Promise<{ count: number; bytes: number }> => {
    const row = await executor
      .selectFrom('tax_forms')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | null>('size_bytes').as('bytes'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
  };

  /**
   * Locks the user's application row for the rest of `trx` while it is still a draft (a write to it: a row lock on
   * PostgreSQL, the database on SQLite) and says whether it is. A submit writes the same row, so an upload or a
   * deletion that began before a submit either commits before it, or finds the application submitted here.
   */
  const lockDraft = async (trx: Kysely<Database>, userId: string): Promise<boolean> => {
    const locked = await trx
      .updateTable('credit_applications')
      .set((eb) => ({ revision: eb.ref('revision') }))
      .where('user_id', '=', userId)
      .where('status', '=', 'DRAFT')
      .executeTakeFirst();
    return Number(locked.numUpdatedRows) === 1;
  };

  return {
    /** The user's forms, oldest first. */
    list(userId: string): Promise<StoredTaxForm[]> {
      return db
        .selectFrom('tax_forms')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** How many forms the user keeps, and their bytes in all. */
    usage,

    /**
     * Adds forms to the user's draft in one transaction, unless it was submitted meanwhile or the user would then keep
     * more than `limits` allow (forms, bytes in all): then nothing is added and the answer says why.
     */
    async addWithin(
      userId: string,
      rows: readonly StoredTaxForm[],
      limits: { count: number; bytes: number },
    ): Promise<'added' | 'submitted' | 'tooMany' | 'tooLarge'> {
      return db.transaction().execute(async (trx) => {
        // The lock also makes two uploads of one user at once count one after the other, so they cannot both slip
        // under the limits.
        if (!(await lockDraft(trx, userId))) return 'submitted';
        const { count, bytes } = await usage(userId, trx);
        if (count + rows.length > limits.count) return 'tooMany';
        if (bytes + rows.reduce((sum, row) => sum + row.size_bytes, 0) > limits.bytes) return 'tooLarge';
        await trx
          .insertInto('tax_forms')
          .values(rows.map((row) => ({ ...row, user_id: userId })))
          .execute();
        return 'added';
      });
    },

    /**
     * Removes the user's form `id` from their draft and answers it; undefined when the user has no such form,
     * `'submitted'` when the application was submitted meanwhile (nothing is removed).
     */
    async remove(userId: string, id: string): Promise<StoredTaxForm | 'submitted' | undefined> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockDraft(trx, userId))) return 'submitted';
        return trx
          .deleteFrom('tax_forms')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      });
    },
  };
}
