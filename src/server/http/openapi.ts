import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { isObject } from '../../shared/form-model/index.ts';
import { PROJECT_ROOT } from '../../shared/project-root.ts';
import { ANONYMOUS_PREFIXES, SEPARATELY_AUTHENTICATED_PREFIXES } from '../accounts/auth-hook.ts';
import { isUnder } from './api-paths.ts';
import { openApiSchema } from './openapi-schema.ts';

/** Where the document is served; anonymous, not rate limited (outside /api/v1, like the health check). */
export const OPENAPI_PATH = '/api/openapi.json';

const STAFF_PREFIX = SEPARATELY_AUTHENTICATED_PREFIXES[0];
const STAFF_SIGN_IN = `${STAFF_PREFIX}/auth`;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

/** Every error answers an RFC 9457 problem document (src/server/errors/problem.ts). */
const PROBLEM = {
  description: 'A problem document (RFC 9457); `errors` names each field that failed, in the request language.',
  content: {
    'application/problem+json': {
      schema: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          title: { type: 'string' },
          status: { type: 'integer' },
          detail: { type: 'string' },
          code: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'string' } },
          instance: { type: 'string' },
          requestId: { type: 'string' },
        },
      },
    },
  },
};

/** Who may call a path: the security requirement of its operations (none for the anonymous areas). */
function securityOf(url: string): Array<Record<string, string[]>> {
  if (isUnder(url, STAFF_SIGN_IN)) return [];
  if (isUnder(url, STAFF_PREFIX)) return [{ staffToken: [] }];
  if (!isUnder(url, '/api/v1') || ANONYMOUS_PREFIXES.some((prefix) => isUnder(url, prefix))) return [];
  return [{ applicantToken: [] }];
}

/**
 * What the document says of one route, from its route schema: each request part as one self-contained schema, the
 * XSRF header every unsafe method needs, the token it needs, its area as a tag, and the problem answer. This changes
 * the document only: the route's validation and answers are Fastify's, untouched.
 */
const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = ({ schema, url, route }) => {
  const methods = [route.method].flat();
  const out: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    const value = out[part];
    if (isObject(value)) out[part] = openApiSchema(value);
  }
  if (methods.some((method) => UNSAFE_METHODS.has(method))) {
    const headers = isObject(out.headers) ? out.headers : { type: 'object', properties: {} };
    out.headers = {
      ...headers,
      properties: {
        ...(isObject(headers.properties) ? headers.properties : {}),
        'x-xsrf-token': { type: 'string', description: 'The value of the XSRF-TOKEN cookie the server set.' },
      },
      required: [...(Array.isArray(headers.required) ? headers.required : []), 'x-xsrf-token'],
    };
  }
  out.tags = [isUnder(url, STAFF_PREFIX) ? 'staff' : 'applicant'];
  out.security = securityOf(url);
  out.response = isObject(out.response)
    ? { '4XX': PROBLEM, '5XX': PROBLEM, ...out.response }
    : {
        '2XX': { description: 'Done; the answer is described in the docs of its area.' },
        '4XX': PROBLEM,
        '5XX': PROBLEM,
      };
  return { schema: out, url };
};

/**
 * `@fastify/swagger`'s options: an OpenAPI 3.1 document (JSON Schema as the validators read it, `if`/`then`
 * included) of every route, generated from the route schemas as the routes register. Registered before the routes.
 */
export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Trade credit application API',
      version,
      description: 'The applicant wizard and the credit department console. Errors are RFC 9457 problem documents.',
    },
    tags: [
      { name: 'applicant', description: 'The online application, its accounts and the public forms' },
      { name: 'staff', description: "The credit department's console" },
    ],
    components: {
      securitySchemes: {
        applicantToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        staffToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (audience "staff")' },
      },
    },
  },
  transform,
};

/** `GET /api/openapi.json` (mounted at `/api`): the document, built once from the routes as registered. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
