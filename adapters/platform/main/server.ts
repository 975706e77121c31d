// The web process's entry (`npm start` via scripts/start.mjs): V8's memory settings first, then the
// process itself, loaded only after them: a package loaded earlier would already have grown the heap
// with Node's defaults (packages imported statically are loaded before any of this file runs).
import './memory-settings.js';

await import('./web-process.js');
