// Applies V8's memory settings (v8-memory-flags.ts) to this process. The first import of both entries,
// server.ts and worker.ts, which load everything else only after it: a package loaded earlier would
// already have grown the heap with Node's defaults.
import { setFlagsFromString } from 'node:v8';
import { V8_MEMORY_FLAGS } from './v8-memory-flags.js';

for (const flag of V8_MEMORY_FLAGS) setFlagsFromString(flag);
