import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { REFERENCE_LISTS, type ReferenceKind } from '../../shared/staff/references.ts';
import type { Database } from '../db/schema.ts';
import { emailLink } from './reference-links.ts';
import type { ReferenceRepository, ReferenceRequestRow } from './reference-repository.ts';
import { REFERENCE_LINK_DAYS, REMINDER_DAYS, daysAfter } from './reference-status.ts';

/** One reference as the step's lists hold it, with its kind and place. */
export interface NamedReference {
  kind: ReferenceKind;
  position: number;
  details: Record<string, unknown>;
}

/** A reference as canonical text: the same reference entered again (after a request for changes) gives the same. */
export function fingerprintOf(kind: ReferenceKind, details: Record<string, unknown>): string {
  const fields = Object.keys(details)
    .sort()
    .map((name) => [
      name,
      typeof details[name] === 'string' ? String(details[name]).trim().toLowerCase() : details[name],
    ]);
  return JSON.stringify([kind, fields]);
}

/** The references of the references section, trade first, each kind in its list's order. */
export function namedReferences(section: unknown): NamedReference[] {
  const lists = (section ?? {}) as Record<string, unknown>;
  return (Object.keys(REFERENCE_LISTS) as ReferenceKind[]).flatMap((kind) => {
    const list = lists[REFERENCE_LISTS[kind]];
    return (Array.isArray(list) ? list : []).map((details, position) => ({
      kind,
      position,
      details: details as Record<string, unknown>,
    }));
  });
}

/** What a submit tells the references: the application, its language and company, and the references named. */
export interface SubmittedReferences {
  applicationId: string;
  language: string;
  companyName: string;
  section: unknown;
}

/**
 * On submit (the first, or again after a request for changes), in the submission's transaction: every reference with
 * an email that has no request yet gets one, with its email; a reference the applicant changed is a new reference,
 * and the request of the old one is closed; an unchanged one keeps its request, its answer and its reminders.
 */
export async function requestReferences(
  app: FastifyInstance,
  repository: ReferenceRepository,
  submitted: SubmittedReferences,
  trx: Kysely<Database>,
): Promise<void> {
  const at = new Date().toISOString();
  const existing = await repository.current(submitted.applicationId, trx);
  const kept = new Set<ReferenceRequestRow>();
  for (const reference of namedReferences(submitted.section)) {
    if (typeof reference.details.email !== 'string' || !reference.details.email) continue;
    const fingerprint = fingerprintOf(reference.kind, reference.details);
    const same = existing.find((request) => request.fingerprint === fingerprint && !kept.has(request));
    if (same) {
      kept.add(same);
      if (same.position !== reference.position) await repository.move(same.id, reference.position, trx);
      continue;
    }
    const request: ReferenceRequestRow = {
      id: randomUUID(),
      application_id: submitted.applicationId,
      kind: reference.kind,
      position: reference.position,
      details: JSON.stringify(reference.details),
      fingerprint,
      language: submitted.language,
      created_at: at,
      expires_at: daysAfter(at, REFERENCE_LINK_DAYS),
      opened_at: null,
      answered_at: null,
      declined_at: null,
      answer: null,
      answer_ip: null,
      emails_sent: 0,
      reminders_sent: 0,
      manual_reminders: 0,
      next_reminder_at: daysAfter(at, REMINDER_DAYS[0]),
      replaced_at: null,
    };
    await repository.insert(request, trx);
    await emailLink(app, repository, request, 'REQUEST_SENT', { companyName: submitted.companyName, at }, trx);
  }
  for (const request of existing) if (!kept.has(request)) await repository.replace(request.id, at, trx);
}
