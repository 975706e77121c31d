import type { Clock } from '../../../application/platform/clock.js';

export const systemClock: Clock = { now: () => new Date() };
