import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { ProblemError } from '../errors/problem.ts';
import type { InspectionResult, InspectionTask } from './inspection-task.ts';

/**
 * An inspection takes milliseconds once a thread runs (a thread's first start loads its code, about 2 s on a busy
 * machine, and counts too); one still unfinished after this is stopped, its thread ended, and the file refused.
 */
export const INSPECTION_TIME_BUDGET_MS = 10_000;
/** Inspections waiting for a thread beyond this are refused at once (503), so a flood cannot pile up memory. */
export const INSPECTION_QUEUE_LIMIT = 64;
/** Seconds a client is told to wait when the queue is full. */
const RETRY_AFTER_SECONDS = 5;

/** How an inspection ended: its result, or `overBudget` when it ran past its time and its thread was stopped. */
export type InspectionOutcome = { result: InspectionResult } | { overBudget: true };

export interface InspectionPool {
  /** Runs `task` on a worker thread within the time budget; a full queue throws a 503 problem. */
  run(task: InspectionTask): Promise<InspectionOutcome>;
  close(): Promise<void>;
}

const WORKER = fileURLToPath(new URL('./inspection-worker.mjs', import.meta.url));

/**
 * The worker threads that run CPU-heavy checks of what users send (PDF uploads, signature PNGs), so that no file,
 * however crafted, holds the event loop that answers every other request. Threads start on first use.
 */
export function createInspectionPool(options: { timeBudgetMs?: number } = {}): InspectionPool {
  const timeBudgetMs = options.timeBudgetMs ?? INSPECTION_TIME_BUDGET_MS;
  let pool: Piscina<InspectionTask, InspectionResult> | undefined;
  return {
    async run(task) {
      pool ??= new Piscina({
        filename: WORKER,
        minThreads: 1,
        // Keep a core for the event loop: inspections wait rather than slow every other request down.
        maxThreads: Math.max(1, availableParallelism() - 1),
        maxQueue: INSPECTION_QUEUE_LIMIT,
        idleTimeout: 60_000,
      });
      if (pool.queueSize >= INSPECTION_QUEUE_LIMIT)
        throw new ProblemError(503, 'SERVER_BUSY', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
      try {
        return { result: await pool.run(task, { signal: AbortSignal.timeout(timeBudgetMs) }) };
      } catch (error) {
        if ((error as Error).name === 'AbortError') return { overBudget: true };
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads for CPU-heavy checks of uploads and signatures. */
    inspection: InspectionPool;
  }
}

/** Decorates `app.inspection` and stops its threads when the app closes. */
export function registerInspectionPool(app: FastifyInstance, options: { timeBudgetMs?: number } = {}): void {
  const pool = createInspectionPool(options);
  app.decorate('inspection', pool);
  app.addHook('onClose', () => pool.close());
}
