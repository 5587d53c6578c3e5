import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config.ts';
import { maskEmails, maskUrl, redactDeep } from './redact.ts';

/**
 * Pino settings for the server. Two layers keep secrets and PII out of the log: the request serializer logs a
 * URL with its token and email parameters masked, and every logged object (including serialized errors) passes
 * through `redactDeep`, which blanks fields such as `password`, `ssn` or `authorization` at any depth. Pino's
 * own path-based `redact` is not used because it cannot reach `applicants[3].ssn` without listing every depth.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      // Spread: pino's serialized error has its own prototype, and redactDeep only walks plain objects. Errors also
      // quote email addresses (an SMTP refusal names the recipient): no part of one is logged.
      err: (error: Error) => maskEmails(redactDeep({ ...pino.stdSerializers.err(error) })),
    },
    formatters: {
      log: (object) => redactDeep(object),
    },
  };
}
