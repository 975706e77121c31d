import type { NamedCount } from './dashboard-api';

/** A list of places and their visitor counts, largest first (names are shown as text). */
export function AnalyticsList({ title, items, empty = 'No visitors in this period.' }: { title: string; items: NamedCount[]; empty?: string }) {
  return (
    <section className="adm-analytics-list" aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Visitors</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.name}>
                <td>{i.name}</td>
                <td>{i.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
