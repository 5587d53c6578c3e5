import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashEmail, hashToken, newToken } from '../../accounts/opaque-tokens.ts';
import { hashSecret, verifyNothing, verifySecret } from '../../accounts/secret-hash.ts';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import { normalizeEmail } from '../../accounts/repositories/users.ts';
import type { Database } from '../../db/schema.ts';
import { ProblemError } from '../../errors/problem.ts';
import { createStaffAccountRepository, type StaffMember } from '../repositories/staff-accounts.ts';
import { signStaffToken, type StaffClaims } from './staff-tokens.ts';
import { newTotp, totpStepOf } from './totp.ts';

/** A set-password link lives 24 hours. */
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session unused for 30 minutes is over; refreshing does not revive it. */
const STAFF_IDLE_LIMIT_MS = 30 * 60 * 1000;
/** Activity is written at most this often, so reading the queue does not write on every call. */
const TOUCH_EVERY_MS = 30 * 1000;
/** Login attempts per email in a 15-minute window, counted before any hashing; the next one gets 429. */
const MAX_LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The tokens of a staff login or refresh. */
export interface StaffTokenPair {
  access_token: string;
  refresh_token: string;
}

const idleSince = () => new Date(Date.now() - STAFF_IDLE_LIMIT_MS).toISOString();

/**
 * Staff sign-in: accounts created with a one-time set-password link, a password and a TOTP code at every login,
 * sessions that end after 30 minutes without activity. Everything is in the database, for several servers.
 */
export function createStaffAuth(app: FastifyInstance) {
  const accounts = createStaffAccountRepository(app.db);

  const pairFor = async (staffId: string): Promise<StaffTokenPair> => {
    const refreshToken = newToken();
    const sid = await accounts.openSession(staffId, hashToken(refreshToken)!);
    return { access_token: signStaffToken(app, { sub: staffId, sid }), refresh_token: refreshToken };
  };

  const credentialsMatch = async (member: StaffMember | undefined, password: string, otp: string) => {
    if (!member?.password_hash || !member.totp_secret_encrypted || member.disabled_at) return verifyNothing(password);
    if (!(await verifySecret(password, member.password_hash))) return false;
    const step = totpStepOf(app.fieldCipher.decrypt(member.totp_secret_encrypted), otp);
    return step !== undefined && accounts.spendTotpStep(member.id, step);
  };

  return {
    accounts,

    /**
     * A new set-password link for `member` (24 hours), emailed to them; answers the link. In `trx` (with the audit
     * row of it), the email waits for the commit: call `app.outbox.wake()` after it.
     */
    async issueLink(member: StaffMember, trx?: Kysely<Database>): Promise<string> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS).toISOString();
      await (trx ? createStaffAccountRepository(trx) : accounts).addLink(member.id, hashToken(token)!, expiresAt);
      const link = app.mailer.link('/staff/set-password', { ac: token });
      await app.outbox.email(
        { to: member.email, language: 'en', template: 'staffInvitation', audience: 'staff', actionUrl: link },
        trx,
      );
      return link;
    },

    /** Creates a member (in `trx`, with the audit row of it); undefined when the email already has an account. */
    create: (email: string, role: StaffRole, trx?: Kysely<Database>) =>
      (trx ? createStaffAccountRepository(trx) : accounts).create(normalizeEmail(email), role),

    /** Spends a set-password link: stores the password and a new TOTP secret, which is answered once. */
    async setPassword(token: string, password: string): Promise<{ totpSecret: string; otpauthUrl: string }> {
      const tokenHash = hashToken(token);
      const staffId = tokenHash && (await accounts.spendLink(tokenHash));
      const member = staffId ? await accounts.findById(staffId) : undefined;
      if (!member || member.disabled_at) throw new ProblemError(400, 'STAFF_LINK_INVALID');
      const enrolment = newTotp(member.email);
      await accounts.setCredentials(
        member.id,
        await hashSecret(password),
        app.fieldCipher.encrypt(enrolment.totpSecret),
      );
      return enrolment;
    },

    /** Email, password and the current code; any wrong part is the same 401, and the 6th try in 15 minutes a 429. */
    async login(email: string, password: string, otp: string): Promise<StaffTokenPair> {
      const normalized = normalizeEmail(email);
      const emailHash = hashEmail(`staff:${normalized}`);
      const windowEnds = Math.ceil((Date.now() + 1) / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS;
      const attempts = await accounts.countAttempt(emailHash, new Date(windowEnds).toISOString());
      if (attempts > MAX_LOGIN_ATTEMPTS) {
        const seconds = Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000));
        throw new ProblemError(429, 'TOO_MANY_LOGIN_ATTEMPTS', {
          headers: { 'retry-after': String(seconds) },
          values: { minutes: Math.ceil(seconds / 60) },
        });
      }
      const member = await accounts.findByEmail(normalized);
      if (!(await credentialsMatch(member, password, otp))) throw new ProblemError(401, 'STAFF_LOGIN_FAILED');
      await accounts.clearAttempts(emailHash);
      return pairFor(member!.id);
    },

    /** A new pair for a refresh token of a session still open and used within 30 minutes. */
    async refresh(refreshToken: string | undefined): Promise<StaffTokenPair> {
      const oldHash = refreshToken ? hashToken(refreshToken) : undefined;
      const next = newToken();
      const session = oldHash && (await accounts.rotateSession(oldHash, hashToken(next)!, idleSince()));
      const member = session ? await accounts.findById(session.staff_id) : undefined;
      if (!session || !member || member.disabled_at) throw new ProblemError(401, 'STAFF_SESSION_ENDED');
      return { access_token: signStaffToken(app, { sub: member.id, sid: session.id }), refresh_token: next };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      const tokenHash = refreshToken ? hashToken(refreshToken) : undefined;
      if (tokenHash) await accounts.closeSession(tokenHash);
    },

    /**
     * The member a valid token speaks for, read afresh (a role changed or an account disabled counts at once),
     * if its session is open and active; the call counts as activity.
     */
    async memberOf(claims: StaffClaims): Promise<StaffMember | undefined> {
      const session = await accounts.activeSession(claims.sid, idleSince());
      if (!session || session.staff_id !== claims.sub) return undefined;
      const member = await accounts.findById(claims.sub);
      if (!member || member.disabled_at) return undefined;
      if (Date.now() - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) await accounts.touchSession(session.id);
      return member;
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
