/**
 * V8's memory settings of the web and worker processes (ADR 087). Node's defaults let a busy server's
 * heap grow to several times what it holds alive (16 MB per half of the young generation, the old
 * generation collected only after it has doubled or more): on a small host that is memory the
 * database and the other processes need.
 */
export const V8_MEMORY_FLAGS = [
  // The young generation keeps its first size (1 MB per half) instead of growing to 16 MB per half under load.
  '--semi-space-growth-factor=1',
  // The old generation is collected once it has grown by a fifth of what survived the last collection.
  '--heap-growing-percent=20',
] as const;
