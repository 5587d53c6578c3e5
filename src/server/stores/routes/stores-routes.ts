import type { FastifyInstance } from 'fastify';
import type { RouteTypes } from '../../http/route-types.ts';
import { createStoreFinder, loadStores } from '../store-finder.ts';

const QUERY = {
  type: 'object',
  properties: { near: { $ref: 'common/definitions.json#/definitions/zip' } },
  additionalProperties: false,
} as const;

/**
 * `GET /api/v1/stores?near=ZIP`: the store directory for the preferred-store choice, nearest first to a ZIP code
 * with each distance in miles. The distances are worked out here because the ZIP code table is megabytes; the page
 * receives only the few stores. A ZIP code that is not well-formed is 400 with the form's message; one the table
 * does not know gives the stores in number order with `located: false`. Signed-in applicants only, like every
 * other `/api/v1` call of the wizard.
 */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const findStores = createStoreFinder(loadStores());
  app.withTypeProvider<RouteTypes>().get('/stores', { schema: { querystring: QUERY } }, async (request, reply) => {
    // The directory changes only with a deployment; a page may keep an answer for a few minutes.
    reply.header('cache-control', 'private, max-age=300');
    return findStores(request.query.near);
  });
}
