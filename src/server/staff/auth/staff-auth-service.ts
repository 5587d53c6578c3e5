import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../accounts/opaque-tokens.ts';
import { hashSecret, verifyNothing, verifySecret } from '../../accounts/secret-hash.ts';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import { normalizeEmail } from '../../accounts/repositories/users.ts';
import type { Database } from '../../db/schema.ts';
import { ProblemError } from '../../errors/problem.ts';
import { createStaffAccountRepository, isEnrolled, type StaffMember } from '../repositories/staff-accounts.ts';
import { createStaffSessionRepository, type SessionLimits } from '../repositories/staff-sessions.ts';
import { createRevealQuota } from './reveal-quota.ts';
import { createStaffLoginThrottle } from './staff-login-throttle.ts';
import { signStaffToken, type StaffClaims } from './staff-tokens.ts';
import { newTotp, totpStepOf } from './totp.ts';

/** A set-password link lives 24 hours. */
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session unused for 30 minutes is over; refreshing does not revive it. */
const STAFF_IDLE_LIMIT_MS = 30 * 60 * 1000;
/** A session ends 12 hours after its login however active it is (a working day): refreshing never extends it. */
const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, so reading the queue does not write on every call. */
const TOUCH_EVERY_MS = 30 * 1000;

/** The tokens of a staff login or refresh. */
export interface StaffTokenPair {
  access_token: string;
  refresh_token: string;
}

/** Where a request came from, as the throttle counts it and the audit trail records it. */
export interface StaffClient {
  /** The client address as the rate limits count it (an IPv6 client with its /64). */
  client: string;
  ip: string;
}

const sessionLimits = (): SessionLimits => ({
  idleSince: new Date(Date.now() - STAFF_IDLE_LIMIT_MS).toISOString(),
  startedAfter: new Date(Date.now() - STAFF_SESSION_LIFETIME_MS).toISOString(),
});

/**
 * Staff sign-in: accounts created with a one-time set-password link, a password and a TOTP code at every login,
 * sessions that end after 30 minutes without activity or 12 hours after login, whichever comes first. Everything
 * is in the database, for several servers.
 */
export function createStaffAuth(app: FastifyInstance) {
  const accounts = createStaffAccountRepository(app.db);
  const sessions = createStaffSessionRepository(app.db);
  const throttle = createStaffLoginThrottle(accounts);

  const pairFor = async (staffId: string): Promise<StaffTokenPair> => {
    const refreshToken = newToken();
    const forgetSpentBefore = new Date(Date.now() - STAFF_SESSION_LIFETIME_MS).toISOString();
    const sid = await sessions.open(staffId, hashToken(refreshToken)!, forgetSpentBefore);
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
    revealQuota: createRevealQuota(app),

    /**
     * A new set-password link for `member` (24 hours), emailed to them; answers the link. Earlier links of the
     * member stop working. For a member who has not enrolled yet it is an invitation; for an enrolled one it is a
     * reset, which replaces their password and authenticator when used: only an admin (the members route, audited)
     * or the operator (`npm run staff -- link`, audited) sends one. The link and its email are written in `trx`
     * (with the caller's audit row; the email then waits for the commit: call `app.outbox.wake()` after it), or in
     * a transaction of their own, after which the email goes at once.
     */
    async issueLink(member: StaffMember, trx?: Kysely<Database>): Promise<string> {
      const token = newToken();
      const kind = isEnrolled(member) ? 'reset' : 'invite';
      const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS).toISOString();
      const link = app.mailer.link('/staff/set-password', { ac: token });
      const write = async (executor: Kysely<Database>) => {
        await accounts.addLink(executor, { staffId: member.id, tokenHash: hashToken(token)!, expiresAt, kind });
        const template = kind === 'reset' ? 'staffReset' : 'staffInvitation';
        const email = { to: member.email, language: 'en', template, audience: 'staff', actionUrl: link } as const;
        await app.outbox.email(email, executor);
      };
      if (trx) return write(trx).then(() => link);
      await app.db.transaction().execute(write);
      app.outbox.wake();
      return link;
    },

    /**
     * A session for a member who proved who they are another way (the company's OpenID Connect provider,
     * src/server/staff/oidc/): the same tokens, refresh and idle limit as after a login with password and code.
     */
    openSession: pairFor,

    /**
     * Creates a member named `name` (as the console shows them), in `trx` with the audit row of it; undefined when
     * the email already has an account.
     */
    create: (email: string, role: StaffRole, name: string, trx?: Kysely<Database>) =>
      (trx ? createStaffAccountRepository(trx) : accounts).create(normalizeEmail(email), role, name.trim()),

    /**
     * Spends a set-password link: stores the password and a new TOTP secret, which is answered once. An invitation
     * never replaces the credentials of a member who enrolled since (400 `STAFF_ALREADY_ENROLLED`); an admin's reset
     * does, and the re-enrolment is written to the audit trail.
     */
    async setPassword(
      token: string,
      password: string,
      from: StaffClient,
    ): Promise<{ totpSecret: string; otpauthUrl: string }> {
      const tokenHash = hashToken(token);
      const link = tokenHash && (await accounts.spendLink(tokenHash));
      const member = link ? await accounts.findById(link.staffId) : undefined;
      if (!link || !member || member.disabled_at) throw new ProblemError(400, 'STAFF_LINK_INVALID');
      const reenrolment = isEnrolled(member);
      if (reenrolment && link.kind !== 'reset') throw new ProblemError(400, 'STAFF_ALREADY_ENROLLED');
      const enrolment = newTotp(member.email);
      const entry = { applicationId: null, staffId: member.id, action: 'STAFF_CHANGE' as const, ip: from.ip };
      await accounts.setCredentials(
        member.id,
        await hashSecret(password),
        app.fieldCipher.encrypt(enrolment.totpSecret),
        async (trx) => {
          if (reenrolment) await app.staff.audit.append({ ...entry, detail: { reenrolled: member.email } }, trx);
        },
      );
      return enrolment;
    },

    /**
     * Email, password and the current code; any wrong part is the same 401, and the 6th try at one email from one
     * address in 15 minutes a 429 (staff-login-throttle.ts).
     */
    async login(email: string, password: string, otp: string, from: StaffClient): Promise<StaffTokenPair> {
      const normalized = normalizeEmail(email);
      await throttle.attempt(normalized, from.client);
      const member = await accounts.findByEmail(normalized);
      if (!(await credentialsMatch(member, password, otp))) throw new ProblemError(401, 'STAFF_LOGIN_FAILED');
      await throttle.clear(normalized, from.client);
      return pairFor(member!.id);
    },

    /**
     * A new pair for the refresh token of an open session (used within 30 minutes, begun less than 12 hours ago).
     * A token the session already spent ends the session: someone holds a copy of it.
     */
    async refresh(refreshToken: string | undefined): Promise<StaffTokenPair> {
      const oldHash = refreshToken ? hashToken(refreshToken) : undefined;
      const next = newToken();
      const rotation = oldHash ? await sessions.rotate(oldHash, hashToken(next)!, sessionLimits()) : undefined;
      if (rotation?.outcome === 'reused')
        app.log.warn(
          { staffId: rotation.staffId, sessionId: rotation.sessionId },
          'a spent staff refresh token was presented again: its session is ended',
        );
      const member = rotation?.outcome === 'rotated' ? await accounts.findById(rotation.staffId) : undefined;
      if (rotation?.outcome !== 'rotated' || !member || member.disabled_at)
        throw new ProblemError(401, 'STAFF_SESSION_ENDED');
      return { access_token: signStaffToken(app, { sub: member.id, sid: rotation.sessionId }), refresh_token: next };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      const tokenHash = refreshToken ? hashToken(refreshToken) : undefined;
      if (tokenHash) await sessions.close(tokenHash);
    },

    /**
     * The member a valid token speaks for, read afresh (a role changed or an account disabled counts at once),
     * if its session is open; the call counts as activity.
     */
    async memberOf(claims: StaffClaims): Promise<StaffMember | undefined> {
      const session = await sessions.active(claims.sid, sessionLimits());
      if (!session || session.staff_id !== claims.sub) return undefined;
      const member = await accounts.findById(claims.sub);
      if (!member || member.disabled_at) return undefined;
      if (Date.now() - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) await sessions.touch(session.id);
      return member;
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
