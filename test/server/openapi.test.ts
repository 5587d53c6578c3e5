import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../scripts/lib/server-harness/test-app.ts';
import { OPENAPI_PATH } from '../../src/server/http/openapi.ts';

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/;

/**
 * Every `METHOD /path` the app's router holds, read from `printRoutes` (a radix tree: each line's text continues
 * its parent's), HEAD left out (Fastify adds it beside each GET), path parameters written as OpenAPI writes them.
 */
function routerRoutes(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack[depth] = (depth ? stack[depth - 1] : '') + match[2];
    const path = stack[depth].replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD' && name !== '-'))
      routes.add(`${method} ${path}`);
  }
  return routes;
}

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let dir: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    app = await createTestApp(`sqlite:${join(dir, 'app.db')}`);
    await app.ready();
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('answers without a token, a cookie or an XSRF header, with the security headers of every answer', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('lists every route registered under /api, and nothing the router does not hold', () => {
    const registered = [...routerRoutes(app)].filter(
      (route) => route.split(' ')[1].startsWith('/api/') && route !== `GET ${OPENAPI_PATH}`,
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(40);
    expect(documented.filter((route) => route.split(' ')[1].startsWith('/api/')).sort()).toEqual(registered.sort());
  });

  it('declares every path parameter, the XSRF header of each write, and the token each area needs', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((found) => found[1]);
        expect(declared.map((parameter) => parameter.name).sort(), where).toEqual(templated.sort());
        const xsrf = (operation.parameters ?? []).find((parameter) => parameter.name === 'x-xsrf-token');
        expect(Boolean(xsrf?.required), where).toBe(['post', 'put', 'patch', 'delete'].includes(method));
      }
    }
    expect(document.paths['/api/v1/staff/applications'].get.security).toEqual([{ staffToken: [] }]);
    expect(document.paths['/api/v1/staff/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/v1/credit-app'].get.security).toEqual([{ applicantToken: [] }]);
    expect(document.paths['/api/v1/auth/login'].post.security).toEqual([]);
  });

  it('shows the request schemas self-contained, with the shared contract in them', () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"\$ref":"(?!#\/components\/)/);
    const change = document.paths['/api/v1/staff/members/{staffId}'].patch as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: { role: { enum: string[] } } } } } };
    };
    expect(change.requestBody.content['application/json'].schema.properties.role.enum).toEqual([
      'viewer',
      'analyst',
      'manager',
      'admin',
    ]);
  });
});
