// The entry of the inspection pool's worker threads when the server runs from its TypeScript source (tsx, vitest).
// A worker starts without the TypeScript loader its parent runs under, so it registers tsx before loading the
// thread's code. The server built into dist/server/ starts its threads on the built inspection-thread.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: inspect } = await import('./inspection-thread.ts');

export default inspect;
