import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useMemo, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import type { MapEntry } from './dashboard-api';
import { numericToAlpha2 } from './country-codes';

const WIDTH = 640;
const HEIGHT = 330;
const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
const path = geoPath(geoNaturalEarth1().fitSize([WIDTH, HEIGHT], { type: 'Sphere' }));

const SHADES = ['#e6efe9', '#b7d3c2', '#7fb08f', '#4a8a63', '#2f6f4f'];

/** Sessions by country on a world map (world-atlas topology, d3-geo projection), with a legend, a tooltip per country and a text list. */
export function CountryMap({ data }: { data: MapEntry[] }) {
  const [hover, setHover] = useState<{ name: string; count: number; x: number; y: number } | null>(null);
  const byCode = useMemo(() => new Map(data.map((d) => [d.code, d])), [data]);
  const max = Math.max(1, ...data.map((d) => d.count));
  const shade = (count: number) => (count === 0 ? '#f4f4f4' : SHADES[Math.min(SHADES.length - 1, Math.floor((count / max) * (SHADES.length - 1)))]);

  return (
    <figure className="adm-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Sessions by country: map, figures in the list below">
        {countries.map((f: Feature<Geometry, { name: string }>) => {
          const code = numericToAlpha2(String(f.id ?? ''));
          const entry = code ? byCode.get(code) : undefined;
          const count = entry?.count ?? 0;
          return (
            <path
              key={String(f.id ?? f.properties.name)}
              d={path(f) ?? ''}
              fill={shade(count)}
              stroke="#999"
              strokeWidth={0.3}
              onMouseMove={(e) => setHover({ name: entry?.country ?? f.properties.name, count, x: e.nativeEvent.offsetX, y: e.nativeEvent.offsetY })}
              onMouseLeave={() => setHover(null)}
            >
              <title>{`${entry?.country ?? f.properties.name}: ${count} sessions`}</title>
            </path>
          );
        })}
      </svg>
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
