import { DomainError } from './errors.js';

function assertFigure(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new DomainError('invalid_argument', `${name} must be a finite number of at least 0, got ${String(value)}.`, name);
  }
}

/**
 * Dashboard percent change (admin.md §5), floored:
 * previous 0 → the current value; current 0 (previous not) → −previous;
 * otherwise floor((current − previous) / previous × 100).
 * Computed as floor((current − previous) × 100 / previous), exact for integer inputs.
 */
export function percentChange(current: number, previous: number): number {
  assertFigure(current, 'current');
  assertFigure(previous, 'previous');
  if (previous === 0) return Math.floor(current);
  if (current === 0) return -Math.floor(previous);
  return Math.floor(((current - previous) * 100) / previous);
}

/**
 * The active-user card's weekly percent (admin.md §5): the count of the last week divided by the
 * total, as a floored percentage (0 when there is nobody yet).
 */
export function weeklyUserPercent(weeklyCount: number, totalCount: number): number {
  assertFigure(weeklyCount, 'weeklyCount');
  assertFigure(totalCount, 'totalCount');
  if (totalCount === 0) return 0;
  return Math.floor((weeklyCount * 100) / totalCount);
}
