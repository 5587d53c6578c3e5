// The real inspection worker, whose start is held until the test opens the gate (workerData.gate, a shared Int32):
// a thread that takes as long to start as the test wants, without the test measuring any time.
import { workerData } from 'node:worker_threads';

Atomics.wait(new Int32Array(workerData.gate), 0, 0);
const { default: inspect } = await import('../../../src/server/inspection/inspection-worker.mjs');

export default inspect;
