import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { applicationParams, documentParams, noteBody, revealBody } from '../../../shared/staff/request-schemas.ts';
import type { StaffPermission } from '../../../shared/staff/roles.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { createTaxFormStorage } from '../../uploads/tax-form-storage.ts';
import { applicationView, revealedSecrets } from '../application-view.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import type { AuditAction } from '../repositories/audit-trail.ts';
import { staffName } from '../staff-name.ts';

/**
 * One application (mounted at `/api/v1/staff`): the whole of it, masked; the clear secrets for a manager with a
 * reason; the signed PDF, the certificates and the letters; notes and the audit trail. Every view, reveal and
 * download is written to the trail before the answer leaves.
 */
export async function applicationRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { reviews, audit } = app.staff;
  const storage = createTaxFormStorage(app.config, app.db);

  const reviewOf = async ({ applicationId }: { applicationId: string }) => {
    const review = await reviews.findByNumber(applicationId);
    if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
    return review;
  };
  const record = (request: FastifyRequest, applicationId: string, action: AuditAction, detail = {}) =>
    audit.append({ applicationId, staffId: staffOf(request).id, action, detail, ip: request.ip });
  const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .type('application/pdf')
      .send(bytes);

  const guarded = <Schema extends FastifySchema>(permission: StaffPermission, schema: Schema) => ({
    preValidation: requireRole(permission),
    schema,
  });

  app.get(
    '/applications/:applicationId',
    guarded('readApplication', { params: applicationParams }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      await record(request, review.id, 'VIEW');
      const who = { applicationId: review.id, staffId: staffOf(request).id, ip: request.ip };
      if (review.status === 'SUBMITTED' && (await reviews.startReview(review.id, who))) review.status = 'IN_REVIEW';
      reply.header('cache-control', 'no-store');
      return applicationView(app, reviews, audit, review);
    },
  );

  app.post(
    '/applications/:applicationId/reveal',
    guarded('reveal', { params: applicationParams, body: revealBody }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      await app.staffAuth.revealQuota.spend(staffOf(request));
      await record(request, review.id, 'REVEAL', { reason: request.body.reason });
      reply.header('cache-control', 'no-store');
      return revealedSecrets(app, review);
    },
  );

  app.get(
    '/applications/:applicationId/signed.pdf',
    guarded('download', { params: applicationParams }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      const pdf = await reviews.signedPdf(review.id);
      if (!pdf) throw new ProblemError(404, 'DOCUMENT_NOT_FOUND');
      await record(request, review.id, 'DOWNLOAD', { document: 'signed.pdf' });
      return sendPdf(reply, `${review.application_number}.pdf`, pdf);
    },
  );

  app.get(
    '/applications/:applicationId/documents/:docId',
    guarded('downloadCertificate', { params: documentParams }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      const { docId } = request.params;
      const form = (await reviews.taxForms(review.user_id)).find((candidate) => candidate.id === docId);
      if (!form) throw new ProblemError(404, 'DOCUMENT_NOT_FOUND');
      const bytes = await storage.read(form.storage_key);
      if (!bytes) throw new ProblemError(404, 'DOCUMENT_NOT_FOUND');
      await record(request, review.id, 'DOWNLOAD', { document: docId, fileName: form.file_name });
      return sendPdf(reply, `${docId}.pdf`, bytes);
    },
  );

  app.get(
    '/applications/:applicationId/decisions/:docId/letter.pdf',
    guarded('download', { params: documentParams }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      const { docId } = request.params;
      const decision = (await reviews.decisions(review.id)).find((candidate) => candidate.id === docId);
      if (!decision?.letter_pdf_base64) throw new ProblemError(404, 'DOCUMENT_NOT_FOUND');
      await record(request, review.id, 'DOWNLOAD', { document: `letter ${docId}` });
      return sendPdf(
        reply,
        `${review.application_number}-letter.pdf`,
        Buffer.from(decision.letter_pdf_base64, 'base64'),
      );
    },
  );

  app.post(
    '/applications/:applicationId/notes',
    guarded('addNote', { params: applicationParams, body: noteBody }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      const { text } = request.body;
      const staff = staffOf(request);
      const entry = {
        applicationId: review.id,
        staffId: staff.id,
        action: 'NOTE' as const,
        detail: { text },
        ip: request.ip,
      };
      const note = await reviews.addNote(review.id, staff.id, text, entry);
      return reply
        .status(201)
        .send({ id: note.id, text, createdAt: note.created_at, staff: staff.email, staffName: staffName(staff) });
    },
  );

  app.get(
    '/applications/:applicationId/audit',
    guarded('readAudit', { params: applicationParams }),
    async (request, reply) => {
      const review = await reviewOf(request.params);
      reply.header('cache-control', 'no-store');
      return { items: await audit.ofApplication(review.id) };
    },
  );
}
