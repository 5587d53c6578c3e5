import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The outbox kind of a decision's webhook call. */
const DECISION_WEBHOOK_KIND = 'decision-webhook';
/** One call may take this long. */
const TIMEOUT_MS = 10_000;

/** What the outbox keeps of a webhook call: the decision's id and the JSON body, sent as it is on every try. */
interface WebhookMessage {
  id: string;
  body: string;
}

/**
 * The signature header's value: `sha256=` and the hex HMAC-SHA256, keyed with the shared secret, of
 * `<X-Webhook-Timestamp>.<body>`. The receiver recomputes it and refuses old timestamps (a replayed call).
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Each decision POSTed to `DECISION_WEBHOOK_URL` (https, checked at start-up) when it is set, signed, through the
 * durable outbox: written in the decision's transaction and retried by the outbox's worker (any answer but 2xx, a
 * redirect included, or none in 10 s, is a failure).
 * `X-Webhook-Id` is the decision's id: a receiver that sees it twice (a retry after a lost answer) keeps one.
 */
export function createDecisionWebhook(app: FastifyInstance) {
  const target = app.config.decisionWebhook;
  if (target) {
    app.outbox.registerSender(DECISION_WEBHOOK_KIND, async (payload) => {
      const { id, body } = payload as WebhookMessage;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-id': id,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': webhookSignature(target.secret, timestamp, body),
        },
        body,
        // A redirect is an answer like any other, never followed: the signed decision goes only where the operator
        // said, not wherever the receiver (or whoever took over its address) points it.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the decision webhook answered ${response.status}`);
    });
  }

  return {
    /** Writes the call for decision `id` to the outbox (in `executor`'s transaction); nothing when unset. */
    async enqueue(id: string, payload: Record<string, unknown>, executor: Kysely<Database>): Promise<void> {
      if (target) await app.outbox.enqueue(DECISION_WEBHOOK_KIND, { id, body: JSON.stringify(payload) }, executor);
    },
  };
}
