import type { FastifyInstance } from 'fastify';
import { applicationParams } from '../../../shared/staff/request-schemas.ts';
import type { VersionAnswer, VersionsAnswer } from '../../../shared/staff/versions.ts';
import { versionParams } from '../../../shared/staff/versions.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import type { SubmissionVersion } from '../../submission/submission-versions.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';

/** A version as the console reads it: its signatures' images stay out, their evidence comes in. */
function versionAnswer(version: SubmissionVersion): VersionAnswer {
  const names = new Map<string, string>();
  const applicants = (version.data?.applicants as { applicants?: Array<Record<string, unknown>> } | undefined)
    ?.applicants;
  for (const applicant of applicants ?? [])
    names.set(String(applicant.id), [applicant.firstName, applicant.lastName].filter(Boolean).map(String).join(' '));
  return {
    version: version.version,
    submittedAt: version.submittedAt,
    sha256: version.sha256,
    clientIp: version.clientIp,
    language: version.language,
    sections: version.data,
    agreements: version.agreements,
    signers: version.signers.map(({ applicantId, givenInVersion, evidence }) => ({
      applicantId,
      name: evidence?.name ?? names.get(applicantId) ?? '',
      givenInVersion,
      ...(evidence
        ? {
            channel: evidence.channel,
            identityMethod: evidence.identityMethod,
            identityResult: evidence.identityResult,
            signedAt: evidence.signedAt,
          }
        : {}),
    })),
  };
}

/**
 * The versions of a submitted application (mounted at `/api/v1/staff`, contract section 9): the list, one version
 * whole, and its signed PDF as issued. Reading a version is a view and downloading its PDF a download, each written to
 * the audit trail before the answer leaves.
 */
export async function versionRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { reviews, audit } = app.staff;
  const { versions } = app.submissions;

  const reviewOf = async (applicationId: string) => {
    const review = await reviews.findByNumber(applicationId);
    if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
    return review;
  };
  const versionOf = async (applicationId: string, number: number) => {
    const version = await versions.find(applicationId, number);
    if (!version) throw new ProblemError(404, 'VERSION_NOT_FOUND');
    return version;
  };

  app.get(
    '/applications/:applicationId/versions',
    { preValidation: requireRole('readApplication'), schema: { params: applicationParams } },
    async (request, reply): Promise<VersionsAnswer> => {
      const review = await reviewOf(request.params.applicationId);
      reply.header('cache-control', 'no-store');
      return { items: await versions.list(review.id) };
    },
  );

  app.get(
    '/applications/:applicationId/versions/:version',
    { preValidation: requireRole('readApplication'), schema: { params: versionParams } },
    async (request, reply): Promise<VersionAnswer> => {
      const review = await reviewOf(request.params.applicationId);
      const version = await versionOf(review.id, request.params.version);
      await audit.append({
        applicationId: review.id,
        staffId: staffOf(request).id,
        action: 'VIEW',
        detail: { version: version.version },
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return versionAnswer(version);
    },
  );

  app.get(
    '/applications/:applicationId/versions/:version/signed.pdf',
    { preValidation: requireRole('download'), schema: { params: versionParams } },
    async (request, reply) => {
      const review = await reviewOf(request.params.applicationId);
      const version = await versionOf(review.id, request.params.version);
      // Empty once the retention purge removed it (it shows the signatures).
      if (!version.pdf.length) throw new ProblemError(404, 'DOCUMENT_NOT_FOUND');
      await audit.append({
        applicationId: review.id,
        staffId: staffOf(request).id,
        action: 'DOWNLOAD',
        detail: { document: `signed.pdf version ${version.version}` },
        ip: request.ip,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${review.application_number}-v${version.version}.pdf"`)
        .type('application/pdf')
        .send(version.pdf);
    },
  );
}
