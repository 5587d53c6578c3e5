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
  return {
    /** The user's forms, oldest first. */
    list(userId: string): Promise<StoredTaxForm[]> {
      return db.selectFrom('tax_forms').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    },

    /**
     * Adds forms to the user's application in one transaction, unless the user would then have more than `limit`:
     * then nothing is added and the answer is false.
     */
    async addWithin(userId: string, rows: readonly StoredTaxForm[], limit: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const { count } = await trx
          .selectFrom('tax_forms')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) + rows.length > limit) return false;
        await trx.insertInto('tax_forms').values(rows.map((row) => ({ ...row, user_id: userId }))).execute();
        return true;
      });
    },

    /** Removes the user's form `id` and answers it; undefined when the user has no such form. */
    async remove(userId: string, id: string): Promise<StoredTaxForm | undefined> {
      return db.deleteFrom('tax_forms').where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type TaxFormRepository = ReturnType<typeof createTaxFormRepository>;
