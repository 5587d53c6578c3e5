import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedErrorMap, type FieldError, type Translate } from '../../shared/field-errors.ts';
import { createTranslators, languageOf, type Language } from '../i18n/server-i18n.ts';
import { maskUrl } from '../logging/redact.ts';
import { RequestValidationError } from '../validation/validator-compiler.ts';
import { ProblemError, sendProblem } from './problem.ts';

/** Codes for the errors Fastify itself raises (bad JSON, too large, wrong content type), by status. */
const CODE_OF_CLIENT_STATUS: Record<number, string> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * The messages of a refused request, by field path. An error about the whole part when the form gives the part no
 * title of its own (a body that is not an object) is a sentence about the part under the path `""`: the field
 * messages' templates ("El campo {field} no es válido.") would read "El campo El cuerpo de la solicitud…". A form
 * whose root has a title (a bare list, "Owners") names it like any field.
 */
function validationMessages(error: RequestValidationError, t: Translate): Record<string, string> {
  const untitledWhole = (fieldError: FieldError) =>
    fieldError.path.length === 0 && typeof error.uiSchema['ui:title'] !== 'string';
  const fields = error.fieldErrors.filter((fieldError) => !untitledWhole(fieldError));
  const whole: Record<string, string> =
    fields.length < error.fieldErrors.length ? { '': t(`problems.invalidPart.${error.part}`) } : {};
  return { ...whole, ...localizedErrorMap(fields, error.uiSchema, t) };
}

/** Turns anything a hook or handler threw into the problem to answer. */
function toProblem(error: unknown, request: FastifyRequest): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error instanceof RequestValidationError) {
    return new ProblemError(400, 'VALIDATION_FAILED', { errors: validationMessages(error, request.t), cause: error });
  }
  // Only Fastify's and its plugins' errors (codes FST_…) say how the client erred. Any other `statusCode` may
  // be an upstream service's answer (an HTTP client's error) and says nothing about this request.
  const { code, statusCode } = error as Partial<FastifyError>;
  if (code?.startsWith('FST_') && statusCode && statusCode >= 400 && statusCode < 500) {
    return new ProblemError(statusCode, CODE_OF_CLIENT_STATUS[statusCode] ?? 'BAD_REQUEST', { cause: error });
  }
  // A body cut off on its way (the client hung up, or was cut off for sending too slowly: http/body-rate.ts) is
  // the client's doing; the answer reaches nobody, but the log must not call it the server's fault.
  if (code === 'ECONNRESET' && request.raw.destroyed) return new ProblemError(400, 'BAD_REQUEST', { cause: error });
  // The static file server's refusals (http-errors marks them `expose`: a range it cannot serve, a path it cannot
  // read) are the client's too.
  if ((error as { expose?: unknown }).expose === true && statusCode && statusCode >= 400 && statusCode < 500) {
    return new ProblemError(statusCode, CODE_OF_CLIENT_STATUS[statusCode] ?? 'BAD_REQUEST', { cause: error });
  }
  return new ProblemError(500, 'INTERNAL_ERROR', { cause: error });
}

/**
 * The last-resort error handler: every failure becomes a problem document in the request's language with the
 * request id, never a stack trace or an internal message. Server faults are logged in full (the logger redacts
 * secrets and PII); client mistakes are logged briefly, since they are expected.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error, request);
    const context = {
      method: request.method,
      url: maskUrl(request.url),
      userId: request.user?.id,
      code: problem.code,
      status: problem.status,
    };
    if (problem.status >= 500) {
      request.log.error({ ...context, err: error }, 'request failed');
    } else {
      const fields = problem.options.errors ? Object.keys(problem.options.errors) : undefined;
      request.log.info({ ...context, fields }, 'request refused');
    }
    return sendProblem(request, reply, problem);
  });
}

let frameworkTranslators: Record<Language, Translate> | undefined;

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path that does not decode,
 * a path parameter longer than the router takes) is answered with a problem document in the request's language
 * too, instead of Fastify's own JSON. Fastify hands in a bare request, without the app's decorations, so the
 * language and translator are attached here.
 */
export function answerFrameworkError(error: FastifyError, bare: FastifyRequest, reply: FastifyReply): void {
  frameworkTranslators ??= createTranslators();
  const language = languageOf(bare.headers['accept-language']);
  const request = Object.assign(Object.create(bare) as FastifyRequest, { language, t: frameworkTranslators[language] });
  const problem = toProblem(error, request);
  request.log.info({ method: request.method, code: problem.code, status: problem.status }, 'request refused');
  void sendProblem(request, reply, problem);
}
