import type { FastifyReply, FastifyRequest } from 'fastify';

/** An RFC 9457 problem document as the API answers it. */
interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** Stable, machine-readable reason (`VALIDATION_FAILED`); the client branches on it, never on words. */
  code: string;
  /** Field path → message in the request's language; a step's toast joins the values with ", ". */
  errors?: Record<string, string>;
  /** The path that failed, without its query (queries can carry tokens). */
  instance: string;
  /** Also sent as `x-request-id` and written on every log line of the request. */
  requestId: string;
}

export interface ProblemOptions {
  /** Already translated field messages (handlers have `request.t`). */
  errors?: Record<string, string>;
  /** Values the `problems.<code>.detail` text quotes. */
  values?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * Thrown by hooks and handlers to answer with a problem document. Its words live in `locales/<lang>/problems.json`
 * under the code (`problems.JWT_EXPIRED.title`, `.detail`), so a new code needs a title and detail in both locales.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly options: ProblemOptions = {},
  ) {
    super(`${status} ${code}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProblemError';
  }
}

const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** Problem types are URNs: they name the kind of problem and are not meant to be fetched. */
function typeOf(code: string): string {
  return `urn:problem-type:${code.toLowerCase().replace(/_/g, '-')}`;
}

/** The problem document of `problem`, in the request's language. */
function problemDocument(request: FastifyRequest, problem: ProblemError): ProblemDocument {
  const { errors, values } = problem.options;
  return {
    type: typeOf(problem.code),
    title: request.t(`problems.${problem.code}.title`),
    status: problem.status,
    detail: request.t(`problems.${problem.code}.detail`, values),
    code: problem.code,
    ...(errors && Object.keys(errors).length ? { errors } : {}),
    instance: request.url.split('?')[0],
    requestId: request.id,
  };
}

/** Answers with `problem`; the one place that writes problem documents. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ProblemError): FastifyReply {
  return reply
    .status(problem.status)
    .headers(problem.options.headers ?? {})
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemDocument(request, problem));
}
