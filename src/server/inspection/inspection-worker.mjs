// The entry of the inspection pool's worker threads. A worker starts without the TypeScript loader its parent
// runs under (tsx for the server, Vite's transform for the tests), so it registers tsx before loading the task.
import { parentPort, threadId } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: inspect } = await import('./inspection-task.ts');
// Loading takes seconds on a busy machine: the pool starts an inspection's time budget only after this message.
parentPort?.postMessage({ inspectionThreadLoaded: threadId });

export default inspect;
