/** Wire shapes of the health calls, as zod schemas with their inferred types. */
import { z } from 'zod';

/** GET /api/healthz: the process answers. */
export const livenessAnswer = z.object({ status: z.enum(['ok']) });

/** GET /api/readyz: every dependency by name, `ok` or `unavailable` (503 with the same body when one is unavailable). */
export const readinessAnswer = z.object({ status: z.enum(['ready', 'unavailable']), checks: z.record(z.string(), z.enum(['ok', 'unavailable'])) });
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;
