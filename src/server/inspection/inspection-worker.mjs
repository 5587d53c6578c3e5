// The entry of the inspection pool's worker threads. A worker starts without the TypeScript loader its parent
// runs under (tsx for the server, Vite's transform for the tests), so it registers tsx before loading the task.
import { register } from 'tsx/esm/api';

register();
const { default: inspect } = await import('./inspection-task.ts');

export default inspect;
