// `npm start`: brings the built server in dist/server/ up to date with its sources (scripts/build-server.mjs) and
// runs its launcher (scripts/launch.ts, built): the forms' check, the client's build when it is out of date, then the
// server. Plain JavaScript, run by `node` itself: neither this nor the built server goes through a TypeScript loader.
import process from 'node:process';
import { ensureServerBuild } from './build-server.mjs';

// Stack traces in the logs name the TypeScript sources rather than the built file's lines.
process.setSourceMapsEnabled(true);
await ensureServerBuild();
await import('../dist/server/launch.js');
