// The back office's world map, projected once here instead of in every browser that opens the dashboard:
// world-atlas's 1:110m country outlines through d3-geo's Natural Earth projection, as SVG path data, with
// each country's ISO 3166-1 alpha-2 code. `npm run world-outlines` writes the file the dashboard imports;
// `world-outlines.test.ts` fails when the file is not what this script makes from the installed packages.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json' with { type: 'json' };
import { fromRoot } from '../adapters/platform/project-root.js';

export const OUTLINES_FILE = fromRoot('web-admin', 'src', 'dashboard', 'world-outlines.json');

/** One country: ISO numeric id ("036"), alpha-2 code ("AU", empty for the few outlines without an ISO code), name, SVG path data. */
export type Outline = [id: string, code: string, name: string, d: string];

export interface WorldOutlines {
  width: number;
  height: number;
  countries: Outline[];
}

/** The outlines in a `width` × `height` box, coordinates to a tenth of a unit (finer than a pixel at the map's size). */
export function worldOutlines(width = 640, height = 330): WorldOutlines {
  const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const features = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
  const path = geoPath(geoNaturalEarth1().fitSize([width, height], { type: 'Sphere' })).digits(1);
  return {
    width,
    height,
    countries: features.map((f) => {
      const id = String(f.id ?? '');
      return [id, (id && countries.numericToAlpha2(id)) || '', f.properties.name, path(f) ?? ''];
    }),
  };
}

/** The file's text: one country a line, so a change to the outlines reads as a diff of countries. */
export function outlinesText(outlines: WorldOutlines): string {
  const rows = outlines.countries.map((c) => `    ${JSON.stringify(c)}`).join(',\n');
  return `{\n  "width": ${outlines.width},\n  "height": ${outlines.height},\n  "countries": [\n${rows}\n  ]\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTLINES_FILE, outlinesText(worldOutlines()));
  console.log(`wrote ${OUTLINES_FILE}`);
}
