import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInspectionPool, THREAD_START_LIMIT_MS } from '../../../src/server/inspection/inspection-pool.ts';
import { checkedSignatures, type PngInspection } from '../../../src/server/submission/submission-checks.ts';
import { type ProblemError } from '../../../src/server/errors/problem.ts';
import { blankPng, dataUrl } from '../../../scripts/lib/files/png-fixtures.ts';
import { owner } from '../../../scripts/lib/credit-app/fixtures.ts';

const GATED_WORKER = fileURLToPath(new URL('./gated-worker.mjs', import.meta.url));

describe('the inspection pool when its thread is slow to start', () => {
  afterEach(() => vi.useRealTimers());

  /** A pool whose thread starts when `open()` is called; until then it is held at a gate. */
  function gatedPool() {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const pool = createInspectionPool({ thread: { filename: GATED_WORKER, workerData: { gate: gate.buffer } } });
    const open = () => {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    };
    return { pool, open };
  }

  it('does not count the start against the first inspection: it waits for the thread, then checks', async () => {
    const { pool, open } = gatedPool();
    try {
      // The pool's clocks are fake: the thread "takes" all but the last moment of its start limit, many times the
      // inspection's budget, while it is held at the gate.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const outcome = pool.run({ kind: 'png', bytes: blankPng(900, 450) });
      await vi.advanceTimersByTimeAsync(THREAD_START_LIMIT_MS - 1);
      vi.useRealTimers();
      open();
      expect(await outcome).toEqual({ result: true });
    } finally {
      open();
      await pool.close();
    }
  });

  it('refuses the inspection, as over its budget, when the thread has not started by the start limit', async () => {
    const { pool, open } = gatedPool();
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const outcome = pool.run({ kind: 'png', bytes: blankPng(900, 450) });
      await vi.advanceTimersByTimeAsync(THREAD_START_LIMIT_MS);
      expect(await outcome).toEqual({ overBudget: true });
    } finally {
      vi.useRealTimers();
      open();
      await pool.close();
    }
  });
});

describe('a signature whose inspection was stopped for time', () => {
  it('is refused with a message that says it could not be checked in time, not that it is damaged', async () => {
    const t = (key: string) => key;
    const inspections: PngInspection[] = ['unchecked', 'damaged'];
    const refusals = await Promise.all(
      inspections.map((found) =>
        checkedSignatures(
          {
            terms: true,
            generalTerms: true,
            electronicSignatureConsent: true,
            applicants: [{ applicantId: 'a1', signature: dataUrl(blankPng(9, 9)) }],
          },
          [{ ...owner, id: 'a1' }],
          t,
          async () => found,
        ).catch((error: ProblemError) => [error.status, error.code, error.options.errors]),
      ),
    );
    expect(refusals).toEqual([
      [400, 'VALIDATION_FAILED', { 'applicants.0.signature': 'errors.signatureUnchecked' }],
      [400, 'VALIDATION_FAILED', { 'applicants.0.signature': 'errors.signatureDamaged' }],
    ]);
  });
});
