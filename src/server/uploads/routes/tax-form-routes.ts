import { createHash, randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TAX_FORM_FIELD,
  TAX_FORM_MAX_BYTES,
  TAX_FORMS_MAX_COUNT,
  TAX_FORMS_MAX_TOTAL_BYTES,
} from '../../../shared/tax-forms.ts';
import { ProblemError } from '../../errors/problem.ts';
import { noStore } from '../../http/no-store.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { displayFileName } from '../file-name.ts';
import type { InspectionPool } from '../../inspection/inspection-pool.ts';
import type { PdfRefusal } from '../pdf-check.ts';
import { createTaxFormRepository, toTaxForm, type StoredTaxForm } from '../tax-form-repository.ts';
import { createTaxFormStorage, type TaxFormStorage } from '../tax-form-storage.ts';

const PDF_REFUSALS = {
  NOT_PDF: [415, 'TAX_FORM_NOT_PDF'],
  ACTIVE_CONTENT: [422, 'TAX_FORM_ACTIVE_CONTENT'],
  UNINSPECTABLE: [422, 'TAX_FORM_UNINSPECTABLE'],
} as const;
const MEGABYTE = 1024 * 1024;

const tooMany = () => new ProblemError(409, 'TAX_FORMS_LIMIT', { values: { max: TAX_FORMS_MAX_COUNT } });
const tooLarge = () =>
  new ProblemError(409, 'TAX_FORMS_TOTAL_LIMIT', { values: { max: TAX_FORMS_MAX_TOTAL_BYTES / MEGABYTE } });

/** The problem for what Busboy refuses while reading: a file over 10 MB, or more files than a user may keep. */
function limitProblem(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ProblemError(413, 'TAX_FORM_TOO_LARGE', {
      values: { max: TAX_FORM_MAX_BYTES / MEGABYTE },
      cause: error,
    });
  if (code === 'FST_FILES_LIMIT') return tooMany();
  return error;
}

/** The content check of one file, on a worker thread; a check over its time budget refuses the file. */
async function pdfRefusal(inspection: InspectionPool, bytes: Buffer): Promise<PdfRefusal | null> {
  const outcome = await inspection.run({ kind: 'pdf', bytes });
  return 'result' in outcome ? (outcome.result as PdfRefusal | null) : 'UNINSPECTABLE';
}

/**
 * Reads every file of the request's `files` field, checks each by content and stores it; any refusal removes the
 * files already written and answers the problem. One file is in memory at a time, at most 10 MB. The limits come
 * before any parsing: the request stops as soon as its files outnumber `formsLeft` or pass `bytesLeft`, what the
 * user may still store, and only then is a file's content checked (off the event loop).
 */
async function receiveFiles(
  request: FastifyRequest,
  storage: TaxFormStorage,
  inspection: InspectionPool,
  applicationId: string,
  left: { forms: number; bytes: number },
): Promise<StoredTaxForm[]> {
  const received: StoredTaxForm[] = [];
  let bytesReceived = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== TAX_FORM_FIELD) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      if (received.length >= left.forms) throw tooMany();
      const bytes = await part.toBuffer();
      const fileName = displayFileName(part.filename);
      bytesReceived += bytes.length;
      if (bytesReceived > left.bytes) throw tooLarge();
      const refusal = await pdfRefusal(inspection, bytes);
      if (refusal) throw new ProblemError(PDF_REFUSALS[refusal][0], PDF_REFUSALS[refusal][1], { values: { fileName } });
      received.push({
        id: randomUUID(),
        user_id: request.user.id,
        application_id: applicationId,
        file_name: fileName,
        storage_key: await storage.save(bytes),
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        created_at: new Date().toISOString(),
      });
    }
  } catch (error) {
    await storage.removeAll(received);
    throw limitProblem(error);
  }
  return received;
}

/** A stored form's id, as `GET /taxExemption` gave it. */
const TAX_FORM_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 } },
  required: ['id'],
} as const;

/**
 * Tax-exemption certificates (mounted at `/api/v1`): `GET /taxExemption` lists the user's, `POST` uploads PDFs in
 * the multipart field `files` (201 with the stored forms, first the first), `DELETE /taxExemption/:id` removes one.
 * Multipart is accepted here only, with Busboy's limits set to the product's: 10 MB per file and no more files
 * than a user may keep; a user keeps at most 25 MB in all. A submitted application takes no more changes (409),
 * checked again in the transaction that stores or removes a form: an upload under way when the application is
 * submitted stores nothing.
 */
export async function taxFormRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: TAX_FORM_MAX_BYTES,
      files: TAX_FORMS_MAX_COUNT,
      fields: 10,
      fieldSize: 1024,
      parts: TAX_FORMS_MAX_COUNT + 10,
    },
  });
  noStore(app);
  const forms = createTaxFormRepository(app.db);
  const storage = createTaxFormStorage(app.config, app.db);

  const openDraft = async (userId: string) => {
    const application = await app.repositories.creditApplications.getOrCreateDraft(userId);
    if (application.status !== 'DRAFT') throw new ProblemError(409, 'APPLICATION_SUBMITTED');
    return application;
  };

  app.get('/taxExemption', async (request) => (await forms.list(request.user.id)).map(toTaxForm));

  app.post('/taxExemption', async (request, reply) => {
    if (!request.isMultipart()) throw new ProblemError(415, 'TAX_FORM_NOT_MULTIPART');
    const application = await openDraft(request.user.id);
    const usage = await forms.usage(request.user.id);
    const received = await receiveFiles(request, storage, app.inspection, application.id, {
      forms: TAX_FORMS_MAX_COUNT - usage.count,
      bytes: TAX_FORMS_MAX_TOTAL_BYTES - usage.bytes,
    });
    if (received.length === 0) throw new ProblemError(400, 'TAX_FORM_MISSING');
    let outcome: Awaited<ReturnType<typeof forms.addWithin>> | undefined;
    try {
      outcome = await forms.addWithin(request.user.id, received, {
        count: TAX_FORMS_MAX_COUNT,
        bytes: TAX_FORMS_MAX_TOTAL_BYTES,
      });
    } finally {
      if (outcome !== 'added') await storage.removeAll(received);
    }
    if (outcome === 'submitted') throw new ProblemError(409, 'APPLICATION_SUBMITTED');
    if (outcome === 'tooMany') throw tooMany();
    if (outcome === 'tooLarge') throw tooLarge();
    return reply.status(201).send(received.map(toTaxForm));
  });

  app
    .withTypeProvider<RouteTypes>()
    .delete('/taxExemption/:id', { schema: { params: TAX_FORM_PARAMS } }, async (request, reply) => {
      await openDraft(request.user.id);
      const removed = await forms.remove(request.user.id, request.params.id);
      if (removed === 'submitted') throw new ProblemError(409, 'APPLICATION_SUBMITTED');
      if (!removed) throw new ProblemError(404, 'TAX_FORM_NOT_FOUND');
      await storage.remove(removed.storage_key);
      return reply.status(204).send();
    });
}
