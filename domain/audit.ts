/**
 * The audit log's rule: what an administrator's change did to a record, as the values before and
 * after of only the fields that changed. A record is given as a snapshot of its fields (JSON values);
 * a field missing from a snapshot counts as null.
 */

/** A value the audit log keeps: plain JSON. */
export type AuditValue = string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue };

/** A record's fields as the audit log sees them. */
export type AuditSnapshot = Readonly<Record<string, AuditValue>>;

/** What one change did: the changed fields before and after. `before` is null for a record created, `after` for one deleted. */
export interface AuditDiff {
  readonly before: AuditSnapshot | null;
  readonly after: AuditSnapshot | null;
}

/** Deep equality of two JSON values (object keys in any order). */
export function sameAuditValue(a: AuditValue | undefined, b: AuditValue | undefined): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === y) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    return x.every((v: AuditValue, i: number) => sameAuditValue(v, y[i]));
  }
  const xo = x as Readonly<Record<string, AuditValue>>;
  const yo = y as Readonly<Record<string, AuditValue>>;
  const keys = new Set([...Object.keys(xo), ...Object.keys(yo)]);
  return [...keys].every((k) => sameAuditValue(xo[k], yo[k]));
}

/**
 * The changed fields of a record, before and after; null when nothing changed (then nothing is
 * recorded). A record created has no `before` and all its fields `after`; a record deleted the
 * reverse.
 */
export function auditDiff(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditDiff | null {
  if (before === null && after === null) return null;
  if (before === null) return { before: null, after: { ...after } };
  if (after === null) return { before: { ...before }, after: null };
  const was: Record<string, AuditValue> = {};
  const now: Record<string, AuditValue> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameAuditValue(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}
