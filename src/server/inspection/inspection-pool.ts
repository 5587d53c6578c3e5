import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { ProblemError } from '../errors/problem.ts';
import type { InspectionResult, InspectionTask } from './inspection-task.ts';

/**
 * An inspection takes milliseconds once a thread runs; one still unfinished after this is stopped, its thread ended,
 * and the file refused. The budget starts once a thread has loaded its code (seconds on a busy machine), so a
 * server's first inspection is not refused for the thread's start; waiting in the queue counts.
 */
const INSPECTION_TIME_BUDGET_MS = 10_000;
/** A thread that has not loaded its code after this is broken rather than slow: the inspection is refused. */
export const THREAD_START_LIMIT_MS = 120_000;
/** Inspections waiting for a thread beyond this are refused at once (503), so a flood cannot pile up memory. */
const INSPECTION_QUEUE_LIMIT = 64;
/** Seconds a client is told to wait when the queue is full. */
const RETRY_AFTER_SECONDS = 5;

/** How an inspection ended: its result, or `overBudget` when it ran past its time and its thread was stopped. */
type InspectionOutcome = { result: InspectionResult } | { overBudget: true };

export interface InspectionPool {
  /** Runs `task` on a worker thread within the time budget; a full queue throws a 503 problem. */
  run(task: InspectionTask): Promise<InspectionOutcome>;
  close(): Promise<void>;
}

export interface InspectionPoolOptions {
  timeBudgetMs?: number;
  /** The threads' entry module and its `workerData`: the real worker, unless a test wraps it to hold its start. */
  thread?: { filename: string; workerData?: unknown };
}

/**
 * The threads' entry. Run from its TypeScript source (tsx, vitest), a thread starts without the parent's loader and
 * registers tsx first (inspection-worker.mjs); the server built into dist/server/ has the thread built beside it.
 */
const WORKER = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './inspection-worker.mjs' : './inspection-thread.js', import.meta.url),
);

/**
 * Which threads have loaded their code (the worker posts `inspectionThreadLoaded` once it has); `loaded()` resolves
 * when one has. A thread stopped for running over budget is replaced by a fresh one, which has to load again.
 */
function trackLoadedThreads(pool: Piscina): { loaded(): Promise<void> } {
  const ready = new Set<number>();
  let waiting: Array<() => void> = [];
  pool.on('message', (message: { inspectionThreadLoaded?: unknown }) => {
    if (typeof message?.inspectionThreadLoaded !== 'number') return;
    ready.add(message.inspectionThreadLoaded);
    for (const resume of waiting) resume();
    waiting = [];
  });
  pool.on('workerDestroy', (thread: { id: number }) => ready.delete(thread.id));
  return { loaded: () => (ready.size ? Promise.resolve() : new Promise((resume) => waiting.push(resume))) };
}

/**
 * The worker threads that run CPU-heavy checks of what users send (PDF uploads, signature PNGs), so that no file,
 * however crafted, holds the event loop that answers every other request. Threads start on first use.
 */
export function createInspectionPool(options: InspectionPoolOptions = {}): InspectionPool {
  const timeBudgetMs = options.timeBudgetMs ?? INSPECTION_TIME_BUDGET_MS;
  let pool: Piscina<InspectionTask, InspectionResult> | undefined;
  let threads: { loaded(): Promise<void> } | undefined;
  return {
    async run(task) {
      if (!pool) {
        pool = new Piscina({
          filename: options.thread?.filename ?? WORKER,
          workerData: options.thread?.workerData,
          minThreads: 1,
          // Keep a core for the event loop: inspections wait rather than slow every other request down.
          maxThreads: Math.max(1, availableParallelism() - 1),
          maxQueue: INSPECTION_QUEUE_LIMIT,
          idleTimeout: 60_000,
        });
        threads = trackLoadedThreads(pool);
      }
      if (pool.queueSize >= INSPECTION_QUEUE_LIMIT)
        throw new ProblemError(503, 'SERVER_BUSY', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
      const stop = new AbortController();
      let settled = false;
      let budget: ReturnType<typeof setTimeout> | undefined;
      const startLimit = setTimeout(() => stop.abort(), THREAD_START_LIMIT_MS);
      void threads!.loaded().then(() => {
        clearTimeout(startLimit);
        if (!settled) budget = setTimeout(() => stop.abort(), timeBudgetMs);
      });
      try {
        return { result: await pool.run(task, { signal: stop.signal }) };
      } catch (error) {
        if (stop.signal.aborted) return { overBudget: true };
        throw error;
      } finally {
        settled = true;
        clearTimeout(startLimit);
        clearTimeout(budget);
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
export function registerInspectionPool(app: FastifyInstance, options: InspectionPoolOptions = {}): void {
  const pool = createInspectionPool(options);
  app.decorate('inspection', pool);
  app.addHook('onClose', () => pool.close());
}
