import { createRequire } from 'node:module';
import type { DemoCategory, ProductArt, ProductKind } from './demo-products.js';
import { S, seededRng, n, mix, luminance, darken } from './art/kit.js';
import { type ItemStyle, tee, beanie, beanieDetail, cap, capSide } from './art/garments.js';
import { nailSheet, nailFlatLay } from './art/nail-wraps.js';

/**
 * Product pictures for the demo catalogue, drawn as SVG (no fonts, no text, no external files) and
 * rendered to WebP with sharp. Everything is deterministic: the random choices (ridge lines, stars,
 * marble veins…) come from a small PRNG seeded with the product's name and the image number.
 */

/** Widths every product image is rendered at (square images). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;
/** The width whose URL is stored in `product_images.image_url`. */
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 640;

// ---------------------------------------------------------------------------------------------------
// Scenes

function background(seed: string, tint: string, light: boolean): string {
  const rng = seededRng(`${seed}:bg`);
  const base = rng.pick(['#f4f1ea', '#eef1ec', '#f3ece4', '#e9eef1', '#f1ede2']);
  const top = light ? mix(base, '#b9b2a5', 0.35) : mix(base, tint, 0.06);
  const bottom = darken(top, 0.08);
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  );
}

const shadow = (cx: number, cy: number, rx: number, ry: number): string => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;

const place = (content: string, cx: number, cy: number, scale: number, rotate = 0): string =>
  `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) scale(${n(scale)}) translate(-480 -480)">${content}</g>`;

const svgDoc = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${body}</svg>`;

function printStyle(category: DemoCategory): ItemStyle['print'] {
  if (category === 'solid') return 'chest';
  if (category === 'overlay') return 'band';
  return 'badge';
}

function itemStyles(art: ProductArt, category: DemoCategory): ItemStyle[] {
  return art.items.map((_, i) => {
    const own = art.itemColours?.[i];
    return {
      colour: own?.colour ?? art.colour,
      accent: own?.accent ?? art.accent,
      motif: own?.motif ?? art.motif,
      print: printStyle(category),
    };
  });
}

function single(kind: ProductKind, style: ItemStyle, seed: string, view: number): string {
  const rng = seededRng(`${seed}:${view}`);
  const bg = background(seed, style.colour, luminance(style.colour) > 0.8);
  switch (kind) {
    case 'tee': {
      if (view === 2) {
        // Close-up of the print (the front drawn again, zoomed in on it).
        const [cx, cy, s] = style.print === 'chest' ? [590, 330, 3.4] : style.print === 'band' ? [480, 560, 1.9] : [480, 440, 2.5];
        const front = tee(style, 'd', seededRng(`${seed}:0`), false, s);
        return svgDoc(`${bg}<g transform="translate(${n(480 - cx * s)} ${n(480 - cy * s)}) scale(${s})">${front}</g>`);
      }
      return svgDoc(`${bg}${shadow(480, 818, 300, 34)}${tee(style, 'a', view === 0 ? rng : seededRng(`${seed}:0`), view === 1)}`);
    }
    case 'beanie':
      return view === 0 ? svgDoc(`${bg}${shadow(480, 742, 260, 30)}${beanie(style, 'a', rng)}`) : svgDoc(beanieDetail(style, 'a', seededRng(`${seed}:0`)));
    case 'cap':
      return view === 0 ? svgDoc(`${bg}${shadow(480, 708, 290, 34)}${cap(style, 'a', rng)}`) : svgDoc(`${bg}${shadow(540, 640, 380, 40)}${capSide(style, 'a', seededRng(`${seed}:0`))}`);
    case 'nailwrap':
      return view === 0 ? svgDoc(`${bg}${shadow(486, 850, 220, 22)}${nailSheet(style, 'a', rng)}`) : svgDoc(`${background(`${seed}:flat`, '#d8c7ad', false)}${nailFlatLay([style], 'a', rng)}`);
  }
}

function bundle(kinds: ProductKind[], styles: ItemStyle[], seed: string, view: number): string {
  const rng = seededRng(`${seed}:${view}`);
  const first = styles[0];
  if (!first) throw new Error('a bundle needs items');
  const bg = background(seed, first.colour, luminance(first.colour) > 0.8);
  if (kinds.every((k) => k === 'nailwrap')) {
    if (view === 1) return svgDoc(`${background(`${seed}:flat`, '#d8c7ad', false)}${nailFlatLay(styles, 'a', rng)}`);
    const sheets = styles.map((style, i) => {
      const offset = i - (styles.length - 1) / 2;
      return place(nailSheet(style, `s${i}`, rng), 480 + offset * 190, 500 + Math.abs(offset) * 30, 0.72, offset * 9);
    });
    return svgDoc(`${bg}${shadow(480, 830, 360, 30)}${sheets.join('')}`);
  }
  // Apparel bundle: the items side by side (front), then the back of the first with the rest.
  const parts: string[] = [bg, shadow(480, 800, 380, 36)];
  kinds.forEach((kind, i) => {
    const style = styles[i] ?? first;
    const id = `b${i}`;
    const drawing = kind === 'tee' ? tee(style, id, rng, view === 1) : kind === 'beanie' ? beanie(style, id, rng) : kind === 'cap' ? cap(style, id, rng) : nailSheet(style, id, rng);
    if (i === 0) parts.push(place(drawing, view === 0 ? 390 : 560, 440, 0.8));
    else parts.push(place(drawing, view === 0 ? 700 + (i - 1) * 40 : 250, 650, 0.55, view === 0 ? 8 : -10));
  });
  return svgDoc(parts.join(''));
}

/**
 * The SVG images of one product, first image first: a tee gets front, back and a close-up of the print;
 * a beanie front and a close-up of its patch; a cap front and side; nail wraps the sheet and a flat lay;
 * a bundle its items together and a second arrangement.
 */
export function productImageSvgs(name: string, category: DemoCategory, art: ProductArt): string[] {
  const styles = itemStyles(art, category);
  const [kind] = art.items;
  const [style] = styles;
  if (!kind || !style) throw new Error(`Product ${name} has no items to draw`);
  if (art.items.length > 1) return [0, 1].map((view) => bundle(art.items, styles, name, view));
  const views = kind === 'tee' ? [0, 1, 2] : [0, 1];
  return views.map((view) => single(kind, style, name, view));
}

export interface RenderedImage {
  width: number;
  bytes: Buffer;
}

type Sharp = typeof import('sharp').default;
const require = createRequire(import.meta.url);

/** Renders an SVG once at full size, then encodes a WebP at each width (square). */
export async function renderWebp(svg: string, widths: readonly number[] = PRODUCT_IMAGE_WIDTHS): Promise<RenderedImage[]> {
  // Loaded here, not at start: a shop whose demo catalogue is seeded never needs libvips again.
  const sharp = require('sharp') as Sharp;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    widths.map(async (width) => {
      const pipeline = sharp(data, { raw });
      const resized = width === info.width ? pipeline : pipeline.resize(width, width, { kernel: 'lanczos3' });
      return { width, bytes: await resized.webp({ quality: 82, effort: 2 }).toBuffer() };
    }),
  );
}
