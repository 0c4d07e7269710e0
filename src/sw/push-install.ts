import { type PushWorkerScope, installPushHandlers } from './push';

// Side-effect module for src/sw.ts's one import line: the worker's own global scope.
installPushHandlers(globalThis as unknown as PushWorkerScope);
