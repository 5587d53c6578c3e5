import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { creditAppRoutesPlugin, healthRoutesPlugin } from '../../src/server/plugins/route-plugins.ts';
import { mailerPlugin, outboxPlugin, submissionPlugin } from '../../src/server/plugins/service-plugins.ts';

/** Registers `plugin` alone on a bare Fastify and answers the error its start-up ends with. */
async function startAlone(plugin: FastifyPluginAsync): Promise<unknown> {
  const app = Fastify({ logger: false });
  try {
    await app.register(plugin).ready();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await app.close();
  }
}

describe('plugins that declare their dependencies', () => {
  // The first dependency each names is the one Fastify reports: start-up order is checked, not remembered.
  it.each([
    ['outbox', outboxPlugin, 'config'],
    ['mailer', mailerPlugin, 'config'],
    ['submission', submissionPlugin, 'config'],
    ['health-routes', healthRoutesPlugin, 'database'],
    ['credit-app-routes', creditAppRoutesPlugin, 'forms'],
  ])('refuse to start %s without %s, with Fastify’s own error', async (name, plugin, missing) => {
    const error = await startAlone(plugin as FastifyPluginAsync);
    expect(error).toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: `The dependency '${missing}' of plugin '${name}' is not registered`,
    });
  });
});
