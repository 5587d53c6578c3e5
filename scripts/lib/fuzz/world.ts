import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { normalizeRecoveryAnswer } from '../../../src/server/accounts/recovery-answer.ts';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../../src/server/accounts/access-tokens.ts';
import { cheapSecretHash } from '../cheap-secret-hash.ts';
import { createUser, type TestUser } from '../credit-app/support.ts';
import { createTestApp } from '../server-harness/test-app.ts';
import type { Random } from './random.ts';

/** An account the anonymous endpoints are tried on: verified, with a known password and recovery answer. */
export interface KnownAccount {
  id: string;
  email: string;
  password: string;
  answer: string;
}

/**
 * The app under test and what the fuzz cases share: accounts made once (their hashes cost tens of milliseconds),
 * users for the authenticated endpoints, and how to read the state a refused request must leave unchanged.
 */
export class FuzzWorld {
  private constructor(
    readonly app: FastifyInstance,
    readonly uploadsDir: string,
    /** The account of the login endpoint: its password never changes. */
    readonly loginAccount: KnownAccount,
    /** The account of the password-reset endpoint: every successful reset gives it a new password. */
    readonly resetAccount: KnownAccount,
    /** An account whose email-verification links are tried. */
    readonly unverifiedUserId: string,
  ) {}

  /** The real app on `databaseUrl`, migrated, with emails written to a temporary outbox and nothing logged. */
  static async start(databaseUrl: string): Promise<FuzzWorld> {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    const app = await createTestApp(databaseUrl, {
      env: { UPLOADS_DIR: join(uploadsDir, 'uploads'), OUTBOX_DIR: join(uploadsDir, 'outbox') },
    });
    await app.ready();
    const account = async (name: string): Promise<KnownAccount> => {
      const email = `${name}@fuzz.example`;
      const password = 'Fuzz-Pass-2468';
      const answer = 'Herbie the Love Bug';
      const user = await app.repositories.users.create({
        email,
        // At a lower cost than the product's (cheap-secret-hash.ts): every login and reset case verifies one.
        passwordHash: await cheapSecretHash(password),
        recoveryQuestionKey: 'first_car',
        recoveryAnswerHash: await cheapSecretHash(normalizeRecoveryAnswer(answer)),
      });
      await app.accounts.credentials.markEmailVerified(user.id);
      return { id: user.id, email, password, answer };
    };
    const unverified = await app.repositories.users.create({
      email: 'unverified@fuzz.example',
      passwordHash: 'none',
      recoveryQuestionKey: 'dream_car',
      recoveryAnswerHash: 'none',
    });
    return new FuzzWorld(app, uploadsDir, await account('login'), await account('reset'), unverified.id);
  }

  async close(): Promise<void> {
    await this.app.close();
    rmSync(this.uploadsDir, { recursive: true, force: true });
  }

  /**
   * Users' states as last read, while nothing can have changed them: a refused request must leave a state as it
   * was, so it stays good until a success or a set-up step (`forget`). A stale entry could only make a case fail.
   */
  readonly #userStates = new Map<string, string>();

  readonly #users: TestUser[] = [];
  #signedAt = Date.now();

  /** A new verified user with an access token, and the headers of their browser. */
  async newUser(): Promise<TestUser> {
    const user = await createUser(this.app);
    this.#users.push(user);
    return user;
  }

  /**
   * Gives every user a new access token once theirs is two thirds through its life: a run of 50,000 cases outlasts
   * a token, and an expired one would turn every later case into a 401.
   */
  keepSignedIn(): void {
    if (Date.now() - this.#signedAt < (ACCESS_TOKEN_LIFETIME_SECONDS * 1000 * 2) / 3) return;
    for (const user of this.#users) {
      const { sub, email, ver } = this.app.jwt.decode<{ sub: string; email: string; ver: number }>(
        user.headers.authorization.slice('Bearer '.length),
      )!;
      user.headers.authorization = `Bearer ${this.app.signAccessToken({ id: sub, email }, ver)}`;
    }
    this.#signedAt = Date.now();
  }

  /** Calls the API as `user` and answers the parsed JSON, failing loudly: for setting up, not for the cases. */
  async setUp(user: TestUser, method: InjectOptions['method'], url: string, payload?: unknown): Promise<unknown> {
    this.forget();
    const response = await this.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    if (response.statusCode >= 300)
      throw new Error(`setting up: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.body ? response.json() : undefined;
  }

  /** Something may have changed users' states (a success, a set-up step): read them afresh next time. */
  forget(): void {
    this.#userStates.clear();
  }

  /**
   * What a user's application looks like from outside (`GET` of the application, the identity step and the
   * uploads, and the files on disk); `fresh` reads it even when nothing can have changed it.
   */
  async userState(user: TestUser, fresh = false): Promise<string> {
    const known = this.#userStates.get(user.id);
    if (known !== undefined && !fresh) return known;
    const read = async (url: string) =>
      (await this.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers })).body;
    const state = JSON.stringify([
      await read('/credit-app'),
      await read('/kbvapplicants'),
      await read('/taxExemption'),
      this.storedFiles(),
    ]);
    this.#userStates.set(user.id, state);
    return state;
  }

  /** Everything the account endpoints store (not the rate-limit counters, which every anonymous request moves). */
  async accountState(): Promise<string> {
    const db = this.app.db;
    return JSON.stringify([
      await db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash', 'recovery_answer_hash', 'email_verified_at'])
        .orderBy('id')
        .execute(),
      await db.selectFrom('account_tokens').select(['id', 'used_at', 'failed_attempts']).orderBy('id').execute(),
      await db.selectFrom('refresh_tokens').select(['id', 'used_at', 'revoked_at']).orderBy('id').execute(),
      await db.selectFrom('verification_email_sends').selectAll().orderBy('email_hash').execute(),
      await db.selectFrom('login_attempts').select(['email_hash']).orderBy('email_hash').execute(),
    ]);
  }

  /** The names of the uploaded files on disk: a refused upload must leave none behind. */
  storedFiles(): string[] {
    try {
      return readdirSync(join(this.uploadsDir, 'uploads', 'tax-forms')).sort();
    } catch {
      return [];
    }
  }
}

/** A real PNG (greyscale, random size and pixels) as a signature pad's data URL. */
export function randomSignature(random: Random): string {
  const [width, height] = [random.int(1, 60), random.int(1, 20)];
  const rows = Array.from({ length: height }, () =>
    Buffer.from([0, ...Array.from({ length: width }, () => random.int(0, 255))]),
  );
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), compression, filter and interlace all 0
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
