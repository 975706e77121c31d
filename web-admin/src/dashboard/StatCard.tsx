export interface StatCardProps {
  label: string;
  value: string;
  /** Percent change (admin.md §5); null while unknown. */
  change?: number | null;
  /** What the change compares with: 'vs yesterday', 'new this week'. */
  changeLabel?: string;
}

/** One summary figure, with its percent change in words as well as colour. */
export function StatCard({ label, value, change = null, changeLabel = '' }: StatCardProps) {
  const trend = change === null ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <div className="adm-stat" role="group" aria-label={label}>
      <p className="adm-stat__label">{label}</p>
      <p className="adm-stat__value">{value}</p>
      {trend && (
        <p className={`adm-stat__change adm-stat__change--${trend}`}>
          <span aria-hidden="true">{trend === 'up' ? '▲' : trend === 'down' ? '▼' : '■'}</span> {change}% {changeLabel}
        </p>
      )}
    </div>
  );
}
