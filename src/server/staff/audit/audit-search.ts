import type { Kysely } from 'kysely';
import {
  AUDIT_PAGE_SIZE,
  type AuditKind,
  type AuditTrailPage,
  type AuditTrailQuery,
} from '../../../shared/staff/audit-trail.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The whole trail for admins, newest first, a page at a time: filtered by Application ID (its rows, and the exports
 * whose `applicationIds` hold it), by actor (a member's email, or the actor of a row no member wrote) and by kind.
 */
export async function searchAuditTrail(db: Kysely<Database>, query: AuditTrailQuery): Promise<AuditTrailPage> {
  let rows = db
    .selectFrom('staff_audit as a')
    .leftJoin('staff_members as m', 'm.id', 'a.staff_id')
    .leftJoin('submissions as s', 's.application_id', 'a.application_id');
  if (query.applicationId) {
    const applicationId = query.applicationId.toUpperCase();
    rows = rows.where((eb) =>
      eb.or([
        eb('s.application_number', '=', applicationId),
        // The pattern of Application IDs (letters, digits, dashes) needs no escaping inside LIKE.
        eb.and([eb('a.action', '=', 'EXPORT'), eb('a.detail', 'like', `%"${applicationId}"%`)]),
      ]),
    );
  }
  if (query.actor) {
    const actor = query.actor.trim();
    rows = rows.where((eb) => eb.or([eb('m.email', '=', actor.toLowerCase()), eb('a.actor', '=', actor)]));
  }
  if (query.kind) rows = rows.where('a.action', '=', query.kind);

  const page = query.page ?? 1;
  const [items, count] = await Promise.all([
    rows
      .select(['a.seq', 'a.at', 'a.action', 's.application_number', 'm.email', 'a.actor', 'a.ip', 'a.detail'])
      .orderBy('a.seq', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map((row) => ({
      seq: Number(row.seq),
      at: row.at,
      kind: row.action as AuditKind,
      applicationId: row.application_number,
      actor: row.email ?? row.actor ?? '',
      ip: row.ip,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    })),
    total: Number(count.total),
    pageSize: AUDIT_PAGE_SIZE,
  };
}
