// The projection worker run from source (`npm start`, tests): TypeScript is loaded through
// tsx's hooks, registered here in the worker's own thread (a worker's `--import tsx/esm`
// comes too late for its entry module on Node 20). Production runs dist/projection-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
