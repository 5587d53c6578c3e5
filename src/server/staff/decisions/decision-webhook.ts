import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** One call may take this long. */
const TIMEOUT_MS = 10_000;
/** Waits before the 2nd, 3rd, … attempt; after the last, the failure is logged. */
const RETRY_DELAYS_MS = [2_000, 30_000, 300_000];

/**
 * The signature header's value: `sha256=` and the hex HMAC-SHA256, keyed with the shared secret, of
 * `<X-Webhook-Timestamp>.<body>`. The receiver recomputes it and refuses old timestamps (a replayed call).
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * POSTs each decision to `DECISION_WEBHOOK_URL` when it is set, signed, and retried after a failure (a network
 * error or any answer but 2xx) with growing waits. `X-Webhook-Id` is the decision's id: a receiver that sees it
 * twice (a retry after a lost answer) keeps one. Closing the app cancels the waits.
 */
export function createDecisionWebhook(app: FastifyInstance) {
  const target = app.config.decisionWebhook;
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => timers.forEach((timer) => clearTimeout(timer)));

  const attempt = async (id: string, body: string, tries: number): Promise<void> => {
    if (!target) return;
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-id': id,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': webhookSignature(target.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return;
      throw new Error(`the decision webhook answered ${response.status}`);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[tries];
      if (delay === undefined) {
        app.log.error({ err: error, decisionId: id }, 'decision webhook failed; no more retries');
        return;
      }
      app.log.warn({ err: error, decisionId: id, retryInMs: delay }, 'decision webhook failed; retrying');
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(id, body, tries + 1);
      }, delay);
      timers.add(timer);
    }
  };

  return {
    /** Sends `payload` for decision `id` in the background; nothing when no webhook is configured. */
    send(id: string, payload: Record<string, unknown>): void {
      if (target) void attempt(id, JSON.stringify(payload), 0);
    },
  };
}
