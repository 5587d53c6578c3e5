import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import {
  createCreditApplicationRepository,
  type CreditApplicationRepository,
} from '../../credit-app/credit-app-repository.ts';
import { createUserRepository, type UserRepository } from '../../accounts/repositories/users.ts';

/** The data access routes use; they never query `app.db` for user data directly. */
export interface Repositories {
  users: UserRepository;
  creditApplications: CreditApplicationRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return { users: createUserRepository(db), creditApplications: createCreditApplicationRepository(db) };
}
