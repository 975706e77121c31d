import { memo, useMemo, useState } from 'react';
import type { MapEntry } from './dashboard-api';
import outlines from './world-outlines.json';

type Outline = [id: string, code: string, name: string, d: string];
const COUNTRIES = outlines.countries as Outline[];
const SHADES = ['#e6efe9', '#b7d3c2', '#7fb08f', '#4a8a63', '#2f6f4f'];

interface Hover {
  name: string;
  count: number;
  x: number;
  y: number;
}

/**
 * Sessions by country on a world map, with a legend, a tooltip per country and a text list. The outlines
 * are world-atlas's, projected when they were generated (`scripts/world-outlines.ts`), not in the browser.
 */
export function CountryMap({ data }: { data: MapEntry[] }) {
  const [hover, setHover] = useState<Hover | null>(null);
  const max = Math.max(1, ...data.map((d) => d.count));

  return (
    <figure className="adm-map">
      <Countries data={data} max={max} onHover={setHover} />
      {hover && (
        <div className="adm-map__tooltip" style={{ left: hover.x + 12, top: hover.y + 12 }} aria-hidden="true">
          {hover.name}: {hover.count}
        </div>
      )}
      <figcaption className="adm-map__legend">
        <span>0</span>
        {SHADES.map((c) => (
          <span key={c} className="adm-map__swatch" style={{ background: c }} aria-hidden="true" />
        ))}
        <span>{max} sessions</span>
      </figcaption>
      <ul className="adm-visually-hidden">
        {data.map((d) => (
          <li key={d.code}>
            {d.country}: {d.count}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The shaded countries: drawn again when the figures change, not when the tooltip moves. */
const Countries = memo(function Countries({ data, max, onHover }: { data: MapEntry[]; max: number; onHover: (hover: Hover | null) => void }) {
  const byCode = useMemo(() => new Map(data.map((d) => [d.code, d])), [data]);
  const shade = (count: number) => (count === 0 ? '#f4f4f4' : SHADES[Math.min(SHADES.length - 1, Math.floor((count / max) * (SHADES.length - 1)))]);
  return (
    <svg viewBox={`0 0 ${outlines.width} ${outlines.height}`} role="img" aria-label="Sessions by country: map, figures in the list below">
      {COUNTRIES.map(([id, code, outlineName, d]) => {
        const entry = code ? byCode.get(code) : undefined;
        const count = entry?.count ?? 0;
        const name = entry?.country ?? outlineName;
        return (
          <path
            key={id || outlineName}
            d={d}
            fill={shade(count)}
            stroke="#999"
            strokeWidth={0.3}
            onMouseMove={(e) => onHover({ name, count, x: e.nativeEvent.offsetX, y: e.nativeEvent.offsetY })}
            onMouseLeave={() => onHover(null)}
          >
            <title>{`${name}: ${count} sessions`}</title>
          </path>
        );
      })}
    </svg>
  );
});
