import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from '../../errors/problem.ts';
import type { PaperApplications } from '../../pdf/paper-applications.ts';

/** Browsers and proxies keep a form an hour, then revalidate it with its ETag (a new release changes the bytes). */
const CACHE_CONTROL = 'public, max-age=3600';
const FILE_NAME = /^([A-Z]{2})-([A-Z]{3})\.pdf$/;

/** Whether the client already has this exact file (`If-None-Match`, possibly a list or `*`). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * `GET /application/{STATE}-{ENG|SPA}.pdf`: the paper application of a state in English or Spanish, built on its
 * first request and kept (see PaperApplications). Served as a download, with an ETag for revalidation. An unknown
 * state, language or file name answers 404.
 */
export function applicationPdfRoute(app: FastifyInstance, applications: PaperApplications): void {
  app.get<{ Params: { file: string } }>('/application/:file', async (request, reply) => {
    const [, state, language] = FILE_NAME.exec(request.params.file) ?? [];
    const building = state ? applications.get(state, language) : undefined;
    if (!building) throw new ProblemError(404, 'NOT_FOUND');
    const file = await building;
    reply.header('etag', file.etag).header('cache-control', CACHE_CONTROL);
    if (isFresh(request, file.etag)) return reply.code(304).send();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${state}-${language}.pdf"`)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
