import type { FastifyInstance } from 'fastify';
import { createKbvProvider } from './create-provider.ts';
import { createKbvRepository } from './kbv-repository.ts';
import { createKbvService, type KbvService } from './kbv-service.ts';
import type { KbvProvider } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity verification of step 1, with the provider `KBV_PROVIDER` names. */
    kbv: KbvService;
    /** The provider itself: signing requests ask it the same questions about a co-owner (src/server/signing/). */
    kbvProvider: KbvProvider;
  }
}

/**
 * Adds `app.kbv` in the services layer: the applicant repository, the identity provider and the field cipher.
 * Tests may hand in another provider.
 */
export function registerIdentityService(
  app: FastifyInstance,
  provider: KbvProvider = createKbvProvider(app.config),
): void {
  const repository = createKbvRepository(app.db);
  app.decorate('kbvProvider', provider);
  app.decorate(
    'kbv',
    createKbvService({ repository, provider, cipher: app.fieldCipher, timeoutMs: app.config.kbvTimeoutMs }),
  );
}
