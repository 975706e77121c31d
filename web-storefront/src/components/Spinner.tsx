export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="sf-loading" role="status">
      <span className="sf-spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}</span>
    </div>
  );
}
