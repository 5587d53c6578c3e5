import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditTrail } from '../repositories/audit-trail.ts';
import type { StaffMember } from '../repositories/staff-accounts.ts';
import type { ProviderIdentity } from './oidc-client.ts';
import { highestMappedRole } from './oidc-settings.ts';

/** Why a person the provider vouched for gets no session (the audit row says which; the page says less). */
type RefusalReason = 'no-mapped-group' | 'no-email' | 'other-account' | 'disabled';

/** A member to open a session for, or why not. */
export type SignInOutcome = { staffId: string } | { refused: RefusalReason };

/** The groups an audit row keeps of a refused sign-in: enough to tell why, not a whole directory. */
const AUDITED_GROUPS = 20;

/**
 * Turns who the provider says signed in into a member of the console, in one transaction with its audit row:
 * - the member linked to that provider account, else the member with that email (linked now), else a new member;
 * - the role is the highest one the person's groups map to (`STAFF_OIDC_ROLE_MAP`), set again at every sign-in, so a
 *   change of groups at the provider counts from the next sign-in;
 * - refused: a person in no mapped group (known here or not), a disabled member, a person without an email who is
 *   not linked yet, and an email whose member is linked to another account of the same provider (the address was
 *   given to someone else there).
 */
export function createOidcMembers(db: Kysely<Database>, audit: AuditTrail, roleMap: ReadonlyMap<string, StaffRole>) {
  const findMember = async (trx: Transaction<Database>, identity: ProviderIdentity) => {
    const members = trx.selectFrom('staff_members').selectAll();
    const linked = await members
      .where('oidc_issuer', '=', identity.issuer)
      .where('oidc_subject', '=', identity.subject)
      .executeTakeFirst();
    if (linked || identity.email === undefined) return linked;
    return members.where('email', '=', identity.email).executeTakeFirst();
  };

  const refusalOf = (identity: ProviderIdentity, member: StaffMember | undefined, role: StaffRole | undefined) => {
    if (member && member.oidc_issuer === identity.issuer && member.oidc_subject !== identity.subject)
      return 'other-account';
    if (!member && identity.email === undefined) return 'no-email';
    if (!role) return 'no-mapped-group';
    return member?.disabled_at ? 'disabled' : undefined;
  };

  /** The member as the provider describes them now: created, linked, and with the mapped role. */
  const admit = async (
    trx: Transaction<Database>,
    identity: ProviderIdentity,
    member: StaffMember | undefined,
    role: StaffRole,
  ) => {
    const link = { oidc_issuer: identity.issuer, oidc_subject: identity.subject };
    // The provider's name fills an empty one; a name an admin gave in the console stays.
    const named = identity.name === undefined || member?.display_name ? {} : { display_name: identity.name };
    if (member) {
      await trx
        .updateTable('staff_members')
        .set({ role, ...link, ...named })
        .where('id', '=', member.id)
        .execute();
      return member.id;
    }
    const id = randomUUID();
    const values = {
      id,
      email: identity.email as string,
      role,
      created_at: new Date().toISOString(),
      ...link,
      ...named,
    };
    await trx.insertInto('staff_members').values(values).execute();
    return id;
  };

  return {
    /** Admits or refuses the person `identity` names, signing in from `ip`, and records which in the audit trail. */
    async signIn(identity: ProviderIdentity, ip: string): Promise<SignInOutcome> {
      const role = highestMappedRole(identity.groups, roleMap);
      return db.transaction().execute(async (trx) => {
        const member = await findMember(trx, identity);
        const refused = refusalOf(identity, member, role);
        if (refused || !role) {
          const detail = {
            method: 'oidc',
            reason: refused,
            email: identity.email,
            groups: identity.groups.slice(0, AUDITED_GROUPS),
          };
          // A person unknown here is named by the provider's account (the trail's actor), as no member did it.
          const who = member
            ? { staffId: member.id }
            : { staffId: null, actor: `oidc:${identity.email ?? identity.subject}` };
          await audit.append({ applicationId: null, ...who, action: 'SIGN_IN_REFUSED', detail, ip }, trx);
          return { refused: refused ?? 'no-mapped-group' };
        }
        const staffId = await admit(trx, identity, member, role);
        const change = !member ? { created: true } : member.role === role ? {} : { previousRole: member.role };
        await audit.append(
          { applicationId: null, staffId, action: 'SIGN_IN', detail: { method: 'oidc', role, ...change }, ip },
          trx,
        );
        return { staffId };
      });
    },
  };
}
