import type { Config, KbvProvider as KbvProviderName } from '../config.ts';
import type { KbvProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createTrustevProvider } from './trustev/trustev-provider.ts';

/** One factory per `KBV_PROVIDER` value; config validation guarantees `trustev` comes with its settings. */
const FACTORIES: Record<KbvProviderName, (config: Config) => KbvProvider> = {
  sandbox: () => createSandboxProvider(),
  trustev: (config) => createTrustevProvider(config.trustev!),
};

/** The identity provider `KBV_PROVIDER` names. */
export function createKbvProvider(config: Config): KbvProvider {
  return FACTORIES[config.kbvProvider](config);
}
