import { planBulkEdit, problemFields, type BulkEdit, type RowProblem } from '../../domain/bulk-edit.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import { recordChange, type Actor } from '../audit/ports.js';
import type { Outbox } from '../platform/outbox.js';
import { bulkSnapshot, type BulkFailure, type BulkOutcome, type BulkStores } from './bulk-ports.js';

/**
 * Applies edits inside the caller's unit of work: locks the products they name, plans them against
 * the locked values, and either refuses every row (with those the caller found already) that cannot be applied (400 keyed by row, nothing
 * written) or writes every change, one audit entry per changed product and one `product.changed`
 * (and `stock.changed` when stock moved) for them all.
 */
export async function applyBulkEdits(
  s: BulkStores & { outbox: Outbox },
  input: { actor: Actor; edits: readonly BulkEdit[]; categories: readonly string[]; at: Date; action: `product.${string}`; problems?: readonly RowProblem[] },
): Promise<Result<BulkOutcome, BulkFailure>> {
  const ids = [...new Set(input.edits.map((e) => e.productId))];
  const locked = await s.bulk.lock(ids);
  const plan = planBulkEdit(new Map(locked.map((p) => [p.id, p])), input.edits, new Set(input.categories));
  const problems = [...(input.problems ?? []), ...plan.problems];
  if (problems.length > 0) return invalid(problemFields(problems), 'invalid_rows');
  if (plan.updates.length === 0) return ok({ changedProducts: 0, changedCells: 0 });
  await s.bulk.apply(plan.updates, input.at);
  for (const u of plan.updates) {
    await recordChange(s.audit, { actor: input.actor, at: input.at, action: input.action, entityType: 'product', entityId: u.before.id, before: bulkSnapshot(u.before), after: bulkSnapshot(u.after) });
  }
  await s.outbox.event('product.changed', { productIds: plan.updates.map((u) => u.before.id) });
  const stocked = plan.updates.filter((u) => u.cells.some((c) => c.field === 'stock')).map((u) => u.before.id);
  if (stocked.length > 0) await s.outbox.event('stock.changed', { productIds: stocked });
  return ok({ changedProducts: plan.updates.length, changedCells: plan.updates.reduce((n, u) => n + u.cells.length, 0) });
}
