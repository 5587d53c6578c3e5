import { parentPort, threadId } from 'node:worker_threads';
import inspect from './inspection-task.ts';

// The code of the inspection pool's worker threads: the server built into dist/server/ runs it as built beside it,
// the TypeScript source through inspection-worker.mjs. Loading takes seconds on a busy machine: the pool starts an
// inspection's time budget only after this message.
parentPort?.postMessage({ inspectionThreadLoaded: threadId });

export default inspect;
