import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatAud } from '../../../domain/money.js';
import type { SaleStat } from './dashboard-api';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthLabel = (s: SaleStat): string => `${MONTHS[s._id.month - 1] ?? '?'} ${s._id.year}`;

/** Monthly sales as a bar chart (chart.js) with AUD axes and tooltips, and the same figures as a table for screen readers. */
export function SalesChart({ sales, title = 'Monthly sales (AUD)' }: { sales: SaleStat[]; title?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: sales.map(monthLabel), datasets: [{ label: 'Sales (AUD)', data: sales.map((s) => s.total_sales / 100), backgroundColor: '#2f6f4f' }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { title: { display: true, text: 'Month' } },
          y: { beginAtZero: true, title: { display: true, text: 'Sales (AUD)' }, ticks: { callback: (v) => formatAud(Math.round(Number(v) * 100)) } },
        },
        plugins: { tooltip: { callbacks: { label: (ctx) => `${formatAud(Math.round(Number(ctx.parsed.y) * 100))} AUD` } } },
      },
    });
    return () => chart.destroy();
  }, [sales]);

  return (
    <figure className="adm-chart">
      <div className="adm-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={`${title}: bar chart, figures in the table below`} />
      </div>
      <table className="adm-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Sales (AUD)</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((s) => (
            <tr key={`${s._id.year}-${s._id.month}`}>
              <th scope="row">{monthLabel(s)}</th>
              <td>{formatAud(s.total_sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
