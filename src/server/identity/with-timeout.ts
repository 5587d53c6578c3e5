import { KbvProviderError } from './provider.ts';

/**
 * Runs one provider operation with a deadline: the operation gets a signal that aborts after `ms`, and the result
 * is a `KbvProviderError` at the deadline even if the provider ignores the signal. A slow vendor then costs the
 * applicant a bounded wait and one clear ERROR outcome, never a hanging request.
 */
export function withTimeout<T>(ms: number, operation: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  const deadline = new Promise<never>((_, reject) => {
    signal.addEventListener(
      'abort',
      () => reject(new KbvProviderError(`identity provider gave no answer within ${ms} ms`)),
      { once: true },
    );
  });
  return Promise.race([operation(signal), deadline]);
}
