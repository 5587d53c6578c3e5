import type { FastifyInstance } from 'fastify';
import { sha256Of } from '../submission/submission-versions.ts';

/**
 * The largest PDF worth looking up: a signed application with its certificate is well under 2 MB (two signatures of
 * at most 200 KB each); anything larger cannot be one this server issued, and is refused 413 before it is read whole.
 */
const VERIFY_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** What the check answers: a version this server issued, or not. */
const verifyAnswer = {
  type: 'object',
  properties: {
    valid: { type: 'boolean' },
    applicationId: { type: 'string', description: 'The Application ID the PDF was issued for.' },
    version: { type: 'integer', description: 'Which submit of the application it is (1 for the first).' },
    signedAt: { type: 'string', format: 'date-time', description: 'When that version was submitted.' },
  },
  required: ['valid'],
} as const;

/**
 * `POST /api/v1/verify` (contract section 9): anyone may send a copy of a signed PDF (`application/pdf`, the file's
 * bytes as the body) and learn whether it is, byte for byte, a version this server issued: it is looked up by the
 * SHA-256 of the whole body. Whatever the body holds, the answer is 200 `{ valid: false }` unless it matches; nothing
 * in it is parsed, so no file can make the check fail. It names only the Application ID, version and time, which the
 * holder of a genuine copy can read on it anyway.
 */
export async function verifyRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: only this route reads PDF bodies, and it reads them as bytes.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: VERIFY_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/verify',
    {
      bodyLimit: VERIFY_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Whether a PDF is, byte for byte, a signed application this server issued',
        consumes: ['application/pdf'],
        response: { 200: verifyAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return { valid: false };
      const found = await app.submissions.versions.bySha256(sha256Of(body));
      if (!found) return { valid: false };
      return {
        valid: true,
        applicationId: found.application_number,
        version: Number(found.version),
        signedAt: found.submitted_at,
      };
    },
  );
}
