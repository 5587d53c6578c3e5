import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

/** An account. Hashes only: the password and the recovery answer are never stored. */
export interface User {
  id: string;
  email: string;
  passwordHash: string;
  recoveryQuestionKey: string;
  recoveryAnswerHash: string;
  emailVerifiedAt: string | null;
  createdAt: string;
  /** What its access tokens must name as `ver` to be accepted. */
  sessionVersion: number;
}

export type NewUser = Pick<User, 'email' | 'passwordHash' | 'recoveryQuestionKey' | 'recoveryAnswerHash'>;

/** Emails compare without case or surrounding space: `Ann@Example.com ` and `ann@example.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    recoveryQuestionKey: row.recovery_question_key,
    recoveryAnswerHash: row.recovery_answer_hash,
    emailVerifiedAt: row.email_verified_at,
    createdAt: row.created_at,
    sessionVersion: Number(row.session_version),
  };
}

/** Accounts. A second account with the same email fails on the unique constraint. */
export function createUserRepository(db: Kysely<Database>) {
  return {
    async create(user: NewUser): Promise<User> {
      const row = await db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: normalizeEmail(user.email),
          password_hash: user.passwordHash,
          recovery_question_key: user.recoveryQuestionKey,
          recovery_answer_hash: user.recoveryAnswerHash,
          email_verified_at: null,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row && toUser(row);
    },

    async findById(id: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
