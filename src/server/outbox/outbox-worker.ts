import type { FastifyBaseLogger } from 'fastify';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { ClaimedMessage, OutboxStore } from './outbox-store.ts';

/** Sends one message of a kind; throws to have it tried again later, `PermanentSendError` to give it up. */
export type OutboxSender = (payload: unknown) => Promise<void>;

/** A failure no retry will change (a recipient the server refuses, a webhook answering 410): given up at once. */
export class PermanentSendError extends Error {
  constructor(
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'PermanentSendError';
  }
}

/** How the worker paces itself (`OUTBOX_*` variables). */
export interface OutboxSettings {
  /** How often each server looks for due messages besides being woken by a new one. */
  pollMs: number;
  /** The wait after the first failure; each further failure doubles it, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** Attempts before a message is given up (and counted as failed in the health answer). */
  maxAttempts: number;
  /**
   * How long a claim holds: longer than any send may take (SMTP's timeouts are well under the default), and how
   * long the messages a crashed server was sending wait before another server (or it, restarted) takes them.
   */
  leaseMs: number;
}

/** Messages one claim takes; a server sends them at once. */
const BATCH = 10;
/** The backlog goes to the log at most this often while messages wait or have failed. */
const BACKLOG_LOG_INTERVAL_MS = 60_000;

/** The code of a failure, for the row and the log: never the message, which may quote an address. */
function errorCode(error: unknown): string {
  if (error instanceof PermanentSendError) return error.code;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return String(responseCode ?? code ?? (error as Error).name ?? 'ERROR').slice(0, 60);
}

/** When to try again after `attempts` failed tries: base × 2^(attempts − 1), capped. */
function retryDelayMs(settings: OutboxSettings, attempts: number): number {
  return Math.min(settings.maxRetryMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The worker every server runs: claims due messages (see outbox-store.ts), hands each to the sender of its kind
 * and records the outcome. Only kinds this server has a sender for are claimed, so a server of an older version
 * leaves a newer kind alone. Woken when a message is written, and by a timer for retries and other servers' rows.
 */
export function createOutboxWorker(
  store: OutboxStore,
  cipher: FieldCipher,
  settings: OutboxSettings,
  log: FastifyBaseLogger,
) {
  const senders = new Map<string, OutboxSender>();
  let draining: Promise<void> | undefined;
  let wokenWhileDraining = false;
  let timer: NodeJS.Timeout | undefined;
  let backlogLoggedAt = 0;

  const send = async (message: ClaimedMessage) => {
    const sender = senders.get(message.kind)!;
    try {
      await sender(JSON.parse(cipher.decrypt(message.payload)));
      await store.markSent(message);
    } catch (error) {
      const code = errorCode(error);
      const giveUp = error instanceof PermanentSendError || message.attempts >= settings.maxAttempts;
      const retryAt = giveUp ? undefined : new Date(Date.now() + retryDelayMs(settings, message.attempts));
      await store.markFailed(message, code, retryAt);
      const about = { outboxId: message.id, kind: message.kind, attempts: message.attempts, error: code };
      if (retryAt) log.warn({ ...about, retryAt }, 'outbox message not sent yet; it will be tried again');
      else log.error(about, 'outbox message given up: it stays in the outbox for an operator');
    }
  };

  const drain = async () => {
    const kinds = [...senders.keys()];
    for (;;) {
      const claimed = await store.claim(BATCH, settings.leaseMs, kinds);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map(send));
    }
  };

  const logBacklog = async () => {
    if (Date.now() - backlogLoggedAt < BACKLOG_LOG_INTERVAL_MS) return;
    backlogLoggedAt = Date.now();
    const backlog = await store.backlog();
    if (backlog.pending > 0 || backlog.failed > 0) log.warn({ outbox: backlog }, 'outbox backlog');
  };

  const wake = (): void => {
    if (timer === undefined) return;
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    draining = drain()
      .then(logBacklog)
      .catch((error: unknown) => log.warn({ err: error }, 'outbox could not be read; trying again shortly'))
      .finally(() => {
        draining = undefined;
        if (wokenWhileDraining) {
          wokenWhileDraining = false;
          wake();
        }
      });
  };

  return {
    /** The sender of messages of `kind`; register every kind before `start`. */
    registerSender(kind: string, sender: OutboxSender): void {
      senders.set(kind, sender);
    },
    /** Looks for due messages now (after a transaction that wrote one committed). */
    wake,
    start(): void {
      timer = setInterval(wake, settings.pollMs);
      timer.unref();
      wake();
    },
    /** Stops looking and waits for the messages being sent. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await draining;
    },
  };
}
