import sharp from 'sharp';
import type { ArtMotif, DemoCategory, ProductArt, ProductKind } from './demo-products.js';

/**
 * Product pictures for the demo catalogue, drawn as SVG (no fonts, no text, no external files) and
 * rendered to WebP with sharp. Everything is deterministic: the random choices (ridge lines, stars,
 * marble veins…) come from a small PRNG seeded with the product's name and the image number.
 */

/** Widths every product image is rendered at (square images). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;
/** The width whose URL is stored in `product_images.image_url`. */
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 640;

const S = 960; // SVG canvas size

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function hashString(text: string): number {
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, seeded from a string. */
export function seededRng(seed: string): Rng {
  let a = hashString(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Colours and numbers

const n = (x: number): string => (Math.round(x * 10) / 10).toString();

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number): string => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const darken = (c: string, t: number): string => mix(c, '#000000', t);
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// ---------------------------------------------------------------------------------------------------
// Motifs: landscapes and patterns drawn inside a box (the caller clips). `fg` is the nearest / strongest
// colour, `bg` the ground it sits on; distant layers are blends of the two.

function ridgePoints(box: Box, top: number, depth: number, peaks: number, rng: Rng, jagged: boolean): string {
  const pts: string[] = [`${n(box.x - 20)},${n(box.y + box.h + 20)}`];
  const step = (box.w + 40) / (peaks * 2);
  for (let i = 0; i <= peaks * 2; i++) {
    const x = box.x - 20 + i * step + (i > 0 && i < peaks * 2 ? rng.range(-0.25, 0.25) * step : 0);
    const isPeak = i % 2 === 1;
    const y = isPeak ? top + rng.range(-0.5, 0.3) * depth : top + rng.range(0.45, 1) * depth;
    pts.push(`${n(x)},${n(y)}`);
    if (!jagged && isPeak) pts.push(`${n(x + step * 0.15)},${n(y + depth * 0.05)}`);
  }
  pts.push(`${n(box.x + box.w + 20)},${n(box.y + box.h + 20)}`);
  return pts.join(' ');
}

function mountains(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [];
  const sunR = Math.min(box.w, box.h) * 0.13;
  out.push(`<circle cx="${n(box.x + box.w * rng.range(0.62, 0.8))}" cy="${n(box.y + box.h * 0.28)}" r="${n(sunR)}" fill="${mix(fg, bg, 0.5)}"/>`);
  const shades = [0.65, 0.35, 0];
  shades.forEach((shade, layer) => {
    const top = box.y + box.h * (0.4 + layer * 0.14);
    const pts = ridgePoints(box, top, box.h * 0.16, 3 + layer, rng, layer !== 1);
    out.push(`<polygon points="${pts}" fill="${mix(fg, bg, shade)}"/>`);
  });
  return out.join('');
}

function wavePath(box: Box, y0: number, amp: number, waves: number, phase: number): string {
  const wl = (box.w + 80) / waves;
  let d = `M ${n(box.x - 40 - phase * wl)} ${n(y0)} Q ${n(box.x - 40 - phase * wl + wl / 4)} ${n(y0 - amp)} ${n(box.x - 40 - phase * wl + wl / 2)} ${n(y0)}`;
  for (let x = box.x - 40 - phase * wl + wl; x <= box.x + box.w + 40 + wl; x += wl / 2) d += ` T ${n(x)} ${n(y0)}`;
  return `${d} L ${n(box.x + box.w + 40 + wl)} ${n(box.y + box.h + 40)} L ${n(box.x - 40 - wl)} ${n(box.y + box.h + 40)} Z`;
}

function waves(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [];
  out.push(`<circle cx="${n(box.x + box.w * rng.range(0.25, 0.7))}" cy="${n(box.y + box.h * 0.3)}" r="${n(Math.min(box.w, box.h) * 0.12)}" fill="${mix(fg, bg, 0.5)}"/>`);
  const shades = [0.7, 0.5, 0.25, 0];
  shades.forEach((shade, layer) => {
    const y0 = box.y + box.h * (0.48 + layer * 0.13);
    out.push(`<path d="${wavePath(box, y0, box.h * 0.05, 2.5 + layer * 0.7, rng.next())}" fill="${mix(fg, bg, shade)}"/>`);
  });
  // a few foam lines
  for (let i = 0; i < 3; i++) {
    const y = box.y + box.h * (0.57 + i * 0.13);
    const x = box.x + box.w * rng.range(0.1, 0.6);
    out.push(`<path d="M ${n(x)} ${n(y)} q ${n(box.w * 0.06)} ${n(-box.h * 0.03)} ${n(box.w * 0.12)} 0" stroke="${mix(bg, fg, 0.15)}" stroke-width="${n(Math.max(2, box.h * 0.012))}" fill="none" stroke-linecap="round" opacity="0.7"/>`);
  }
  return out.join('');
}

function sparkle(cx: number, cy: number, s: number): string {
  return `M ${n(cx)} ${n(cy - s)} Q ${n(cx)} ${n(cy)} ${n(cx + s)} ${n(cy)} Q ${n(cx)} ${n(cy)} ${n(cx)} ${n(cy + s)} Q ${n(cx)} ${n(cy)} ${n(cx - s)} ${n(cy)} Q ${n(cx)} ${n(cy)} ${n(cx)} ${n(cy - s)} Z`;
}

function crescent(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [];
  const r = Math.min(box.w, box.h) * 0.2;
  const cx = box.x + box.w * rng.range(0.42, 0.58);
  const cy = box.y + box.h * 0.36;
  const rot = rng.range(-35, 5);
  out.push(
    `<path transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})" d="M ${n(cx)} ${n(cy - r)} A ${n(r)} ${n(r)} 0 1 0 ${n(cx)} ${n(cy + r)} A ${n(r * 0.62)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy - r)} Z" fill="${fg}"/>`,
  );
  let stars = '';
  for (let i = 0; i < 24 && stars.length < 2400; i++) {
    const sx = box.x + box.w * rng.range(0.06, 0.94);
    const sy = box.y + box.h * rng.range(0.06, 0.62);
    if (Math.hypot(sx - cx, sy - cy) < r * 1.5) continue;
    stars += sparkle(sx, sy, Math.min(box.w, box.h) * rng.range(0.012, 0.03)) + ' ';
  }
  out.push(`<path d="${stars}" fill="${mix(fg, bg, 0.15)}"/>`);
  out.push(`<path d="${wavePath(box, box.y + box.h * 0.74, box.h * 0.06, 1.3, rng.next())}" fill="${mix(fg, bg, 0.6)}"/>`);
  out.push(`<path d="${wavePath(box, box.y + box.h * 0.86, box.h * 0.05, 1.7, rng.next())}" fill="${mix(fg, bg, 0.3)}"/>`);
  return out.join('');
}

function star5(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  return pts.join(' ');
}

function trees(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [];
  const ground = box.y + box.h * 0.86;
  const light = luminance(fg) > luminance(bg) ? fg : bg;
  const flake = Math.min(box.w, box.h) / 100;
  let snow = '';
  for (let i = 0; i < 40; i++) {
    const x = box.x + box.w * rng.next();
    const y = box.y + box.h * rng.range(0.02, 0.85);
    snow += `M ${n(x - flake)} ${n(y)} a ${n(flake)} ${n(flake)} 0 1 0 ${n(2 * flake)} 0 a ${n(flake)} ${n(flake)} 0 1 0 ${n(-2 * flake)} 0 `;
  }
  out.push(`<path d="${snow}" fill="${mix(light, light === fg ? bg : fg, 0.25)}" opacity="0.8"/>`);
  out.push(`<path d="${wavePath(box, ground, box.h * 0.025, 1.2, rng.next())}" fill="${mix(fg, bg, 0.35)}"/>`);
  const count = 5;
  const mid = (count - 1) / 2;
  for (let i = 0; i < count; i++) {
    const cx = box.x + box.w * (0.12 + (0.76 * i) / (count - 1)) + rng.range(-0.02, 0.02) * box.w;
    const h = box.h * 0.62 * (1 - 0.28 * (Math.abs(i - mid) / mid)) * rng.range(0.92, 1.04);
    const w = h * 0.56;
    const base = ground + box.h * 0.01;
    const trunkH = h * 0.1;
    const colour = mix(fg, bg, Math.abs(i - mid) * 0.12);
    out.push(`<rect x="${n(cx - w * 0.06)}" y="${n(base - trunkH)}" width="${n(w * 0.12)}" height="${n(trunkH + 2)}" fill="${mix(colour, bg, 0.3)}"/>`);
    for (let t = 0; t < 3; t++) {
      const tierBottom = base - trunkH - t * h * 0.26;
      const tierW = w * (1 - t * 0.24);
      const tierTop = tierBottom - h * 0.42;
      out.push(`<polygon points="${n(cx - tierW / 2)},${n(tierBottom)} ${n(cx + tierW / 2)},${n(tierBottom)} ${n(cx)},${n(tierTop)}" fill="${colour}"/>`);
    }
    if (i === Math.round(mid)) out.push(`<polygon points="${star5(cx, base - trunkH - h * 0.95, h * 0.09)}" fill="#e9c25a"/>`);
  }
  return out.join('');
}

function rock(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [];
  const base = box.y + box.h * 0.78;
  const { x, w, h } = box;
  out.push(`<circle cx="${n(x + w * rng.range(0.4, 0.6))}" cy="${n(box.y + h * 0.5)}" r="${n(Math.min(w, h) * 0.3)}" fill="${mix(fg, bg, 0.55)}"/>`);
  const top = base - h * rng.range(0.26, 0.32);
  out.push(
    `<path d="M ${n(x + w * 0.1)} ${n(base)} C ${n(x + w * 0.13)} ${n(base - h * 0.14)} ${n(x + w * 0.18)} ${n(top + 4)} ${n(x + w * 0.3)} ${n(top)} L ${n(x + w * 0.68)} ${n(top - h * 0.02)} C ${n(x + w * 0.8)} ${n(top)} ${n(x + w * 0.86)} ${n(base - h * 0.12)} ${n(x + w * 0.92)} ${n(base)} Z" fill="${fg}"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const gx = x + w * (0.25 + i * 0.12 + rng.range(-0.02, 0.02));
    out.push(`<path d="M ${n(gx)} ${n(top + h * 0.03)} q ${n(w * 0.02)} ${n(h * 0.1)} 0 ${n(base - top - h * 0.03)}" stroke="${mix(fg, bg, 0.35)}" stroke-width="${n(Math.max(1.5, w * 0.008))}" fill="none"/>`);
  }
  out.push(`<rect x="${n(x - 10)}" y="${n(base)}" width="${n(w + 20)}" height="${n(box.y + h - base + 20)}" fill="${mix(fg, bg, 0.3)}"/>`);
  let spinifex = '';
  for (let i = 0; i < 9; i++) {
    const sx = x + w * rng.next();
    const sy = base + (box.y + h - base) * rng.range(0.25, 0.8);
    const r = Math.min(w, h) * rng.range(0.015, 0.03);
    spinifex += `M ${n(sx - r)} ${n(sy)} a ${n(r)} ${n(r * 0.8)} 0 0 1 ${n(2 * r)} 0 Z `;
  }
  out.push(`<path d="${spinifex}" fill="${mix(fg, bg, 0.05)}"/>`);
  return out.join('');
}

function forest(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [];
  const shades = [0.6, 0.3, 0];
  shades.forEach((shade, layer) => {
    const r = Math.min(box.w, box.h) * (0.1 - layer * 0.012);
    const y = box.y + box.h * (0.42 + layer * 0.17);
    let d = '';
    for (let x = box.x - r * rng.range(0, 1); x < box.x + box.w + r; x += r * 1.35) {
      const cy = y + rng.range(-0.5, 0.5) * r;
      const rr = r * rng.range(0.85, 1.2);
      d += `M ${n(x - rr)} ${n(cy)} a ${n(rr)} ${n(rr)} 0 1 0 ${n(2 * rr)} 0 a ${n(rr)} ${n(rr)} 0 1 0 ${n(-2 * rr)} 0 `;
    }
    const colour = mix(fg, bg, shade);
    out.push(`<path d="${d}" fill="${colour}"/>`);
    out.push(`<rect x="${n(box.x - 10)}" y="${n(y)}" width="${n(box.w + 20)}" height="${n(box.y + box.h - y + 20)}" fill="${colour}"/>`);
  });
  return out.join('');
}

function marble(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [`<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${bg}"/>`];
  const point = (): string => `${n(box.x + box.w * rng.range(-0.1, 1.1))} ${n(box.y + box.h * rng.range(-0.1, 1.1))}`;
  for (let i = 0; i < 5; i++) {
    out.push(`<path d="M ${point()} C ${point()} ${point()} ${point()}" stroke="${fg}" stroke-width="${n(box.w * rng.range(0.04, 0.09))}" opacity="0.09" fill="none"/>`);
  }
  for (let i = 0; i < 9; i++) {
    const start = point();
    out.push(
      `<path d="M ${start} C ${point()} ${point()} ${point()} S ${point()} ${point()}" stroke="${fg}" stroke-width="${n(Math.max(1.2, box.w * rng.range(0.003, 0.012)))}" opacity="${n(rng.range(0.45, 0.9))}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function dots(box: Box, fg: string, bg: string, _rng: Rng): string {
  const step = 22;
  let d = '';
  for (let row = 0, y = box.y + step / 2; y < box.y + box.h + step; y += step * 0.87, row++) {
    for (let x = box.x + (row % 2 === 0 ? 0 : step / 2); x < box.x + box.w + step; x += step) d += `M ${n(x - 5)} ${n(y)} a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0 `;
  }
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${bg}"/><path d="${d}" fill="${fg}"/>`;
}

function stripes(box: Box, fg: string, bg: string, _rng: Rng): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const reach = Math.hypot(box.w, box.h) / 2 + 40;
  let wide = '';
  let thin = '';
  for (let x = cx - reach; x < cx + reach; x += 60) {
    wide += `M ${n(x)} ${n(cy - reach)} h 24 v ${n(2 * reach)} h -24 Z `;
    thin += `M ${n(x + 38)} ${n(cy - reach)} h 6 v ${n(2 * reach)} h -6 Z `;
  }
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${bg}"/><g transform="rotate(35 ${n(cx)} ${n(cy)})"><path d="${wide}" fill="${fg}"/><path d="${thin}" fill="${mix(fg, '#f7c8a0', 0.6)}"/></g>`;
}

function leopard(box: Box, fg: string, bg: string, rng: Rng): string {
  const out: string[] = [`<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${bg}"/>`];
  const step = 40;
  for (let y = box.y; y < box.y + box.h + step; y += step * 0.8) {
    for (let x = box.x; x < box.x + box.w + step; x += step) {
      const cx = x + rng.range(-0.3, 0.3) * step;
      const cy = y + rng.range(-0.3, 0.3) * step;
      const rx = rng.range(7, 11);
      const ry = rx * rng.range(0.65, 0.9);
      out.push(
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(rng.range(0, 180))} ${n(cx)} ${n(cy)})" fill="${mix(bg, fg, 0.35)}" stroke="${fg}" stroke-width="4" stroke-dasharray="${n(rng.range(8, 13))} ${n(rng.range(3, 6))}" stroke-linecap="round"/>`,
      );
      const sx = cx + step * 0.45;
      const sy = cy + step * 0.35;
      out.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(1.8, 3.2))}" fill="${fg}"/>`);
    }
  }
  return out.join('');
}

/** Draws a motif into `box` (landscapes leave the ground showing through; patterns fill the box). */
function drawMotif(motif: ArtMotif, box: Box, fg: string, bg: string, rng: Rng): string {
  switch (motif) {
    case 'mountains':
      return mountains(box, fg, bg, rng);
    case 'waves':
      return waves(box, fg, bg, rng);
    case 'crescent':
      return crescent(box, fg, bg, rng);
    case 'trees':
      return trees(box, fg, bg, rng);
    case 'rock':
      return rock(box, fg, bg, rng);
    case 'forest':
      return forest(box, fg, bg, rng);
    case 'marble':
      return marble(box, fg, bg, rng);
    case 'dots':
      return dots(box, fg, bg, rng);
    case 'stripes':
      return stripes(box, fg, bg, rng);
    case 'leopard':
      return leopard(box, fg, bg, rng);
    case 'plain':
      return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${bg}"/>`;
  }
}

const isPattern = (m: ArtMotif): boolean => m === 'marble' || m === 'dots' || m === 'stripes' || m === 'leopard' || m === 'plain';

// ---------------------------------------------------------------------------------------------------
// Items. Each is drawn in the 960 × 960 canvas around its centre (480, 480); `id` keeps ids unique.

interface ItemStyle {
  colour: string;
  accent: string;
  motif: ArtMotif;
  /** chest: small mark; band: landscape rising from the hem; badge: round print on the chest. */
  print: 'chest' | 'band' | 'badge';
}

/** Gradient for soft shading across a garment. */
function garmentDefs(id: string): string {
  return `<linearGradient id="${id}sh" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>`;
}

/**
 * A fine diagonal knit texture over the garment area, about 6 screen pixels apart at the given zoom.
 * Drawn as one path rather than an SVG <pattern>: librsvg renders a scaled pattern very slowly.
 */
function texture(colour: string, zoom = 1, area: Box = { x: 80, y: 160, w: 800, h: 680 }): string {
  const step = 6 / zoom;
  const line = luminance(colour) > 0.5 ? '#000000' : '#ffffff';
  let d = '';
  for (let k = 0; k * step < area.w + area.h; k++) {
    const c = area.x + k * step; // line x + y = c + area.y + area.h, from the bottom edge up to the right
    d += `M${(c - area.h).toFixed(2)} ${area.y}L${c.toFixed(2)} ${area.y + area.h}`;
  }
  return `<path d="${d}" stroke="${line}" stroke-opacity="0.05" stroke-width="${(1.2 / zoom).toFixed(3)}" fill="none"/>`;
}

const TEE_FRONT =
  'M 372 178 C 410 236 550 236 588 178 L 700 212 C 748 230 790 266 822 316 L 862 384 L 754 440 L 712 380 L 712 800 C 620 816 340 816 248 800 L 248 380 L 206 440 L 98 384 L 138 316 C 170 266 212 230 260 212 Z';
const TEE_BACK =
  'M 372 178 C 420 198 540 198 588 178 L 700 212 C 748 230 790 266 822 316 L 862 384 L 754 440 L 712 380 L 712 800 C 620 816 340 816 248 800 L 248 380 L 206 440 L 98 384 L 138 316 C 170 266 212 230 260 212 Z';

function printArea(style: ItemStyle, id: string, rng: Rng, back: boolean): string {
  const { colour, accent, motif } = style;
  if (style.print === 'band') {
    return drawMotif(motif, { x: 248, y: back ? 470 : 420, w: 464, h: 400 }, accent, colour, rng);
  }
  if (style.print === 'badge') {
    const sky = mix(colour, accent, 0.14);
    if (back) {
      const arch = 'M 370 560 L 370 400 A 110 110 0 0 1 590 400 L 590 560 Z';
      return (
        `<clipPath id="${id}pc"><path d="${arch}"/></clipPath><path d="${arch}" fill="${sky}"/>` +
        `<g clip-path="url(#${id}pc)">${drawMotif(motif, { x: 370, y: 290, w: 220, h: 270 }, accent, sky, rng)}</g>` +
        `<path d="${arch}" fill="none" stroke="${accent}" stroke-width="6"/>`
      );
    }
    return (
      `<clipPath id="${id}pc"><circle cx="480" cy="440" r="128"/></clipPath><circle cx="480" cy="440" r="128" fill="${sky}"/>` +
      `<g clip-path="url(#${id}pc)">${drawMotif(motif, { x: 352, y: 312, w: 256, h: 256 }, accent, sky, rng)}</g>` +
      `<circle cx="480" cy="440" r="128" fill="none" stroke="${accent}" stroke-width="7"/><circle cx="480" cy="440" r="140" fill="none" stroke="${accent}" stroke-width="2.5"/>`
    );
  }
  // chest mark (front) or larger neck mark (back)
  const [cx, cy, r] = back ? [480, 290, 58] : [596, 322, 40];
  return (
    `<clipPath id="${id}pc"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
    `<g clip-path="url(#${id}pc)">${drawMotif(motif, { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r }, accent, colour, rng)}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${back ? 4 : 3.5}"/>`
  );
}

function tee(style: ItemStyle, id: string, rng: Rng, back: boolean, zoom = 1): string {
  const { colour } = style;
  const body = back ? TEE_BACK : TEE_FRONT;
  const seam = darken(colour, 0.22);
  const parts: string[] = [
    `<defs>${garmentDefs(id)}<clipPath id="${id}c"><path d="${body}"/></clipPath></defs>`,
    `<path d="${body}" fill="${colour}"/>`,
    `<g clip-path="url(#${id}c)">`,
    printArea(style, id, rng, back),
    // folds
    `<path d="M 330 470 C 360 580 350 690 320 800 M 640 430 C 610 560 630 680 660 800 M 480 600 C 470 680 490 740 480 810" stroke="#000000" stroke-opacity="0.025" stroke-width="34" fill="none" stroke-linecap="round"/>`,
    `${texture(colour, zoom)}<rect width="960" height="960" fill="url(#${id}sh)"/>`,
    `</g>`,
    // armhole seams, hems
    `<path d="M 262 220 C 252 280 248 330 248 380 M 698 220 C 708 280 712 330 712 380" stroke="${seam}" stroke-width="3" fill="none" stroke-opacity="0.6"/>`,
    `<path d="M 250 782 C 340 797 620 797 710 782 M 114 372 L 218 426 M 846 372 L 742 426" stroke="${seam}" stroke-width="2.5" stroke-dasharray="9 7" fill="none" stroke-opacity="0.7"/>`,
  ];
  if (back) {
    parts.push(`<path d="M 372 178 C 420 198 540 198 588 178" stroke="${darken(colour, 0.12)}" stroke-width="16" fill="none" stroke-linecap="round"/>`);
  } else {
    parts.push(
      `<path d="M 372 178 C 420 196 540 196 588 178 C 550 236 410 236 372 178 Z" fill="${darken(colour, 0.3)}"/>`,
      `<rect x="466" y="190" width="28" height="14" rx="2" fill="${style.accent}" opacity="0.9"/>`,
      `<path d="M 372 178 C 410 236 550 236 588 178" stroke="${darken(colour, 0.1)}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<path d="${body}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="2" stroke-opacity="0.5"/>`);
  return parts.join('');
}

function patch(id: string, style: ItemStyle, rng: Rng, box: Box, radius: number): string {
  const { x, y, w, h } = box;
  const bg = style.accent;
  return (
    `<clipPath id="${id}pt"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}"/></clipPath>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${bg}"/>` +
    `<g clip-path="url(#${id}pt)">${drawMotif(style.motif, { x: x + w * 0.08, y: y + h * 0.06, w: w * 0.84, h: h * 0.88 }, style.colour, bg, rng)}</g>` +
    `<rect x="${n(x + 7)}" y="${n(y + 7)}" width="${n(w - 14)}" height="${n(h - 14)}" rx="${n(Math.max(2, radius - 5))}" fill="none" stroke="${mix(style.colour, bg, 0.35)}" stroke-width="2.5" stroke-dasharray="7 5"/>`
  );
}

function beanie(style: ItemStyle, id: string, rng: Rng): string {
  const { colour } = style;
  const dome = 'M 290 600 C 290 360 370 250 480 250 C 590 250 670 360 670 600 Z';
  const ribs: string[] = [];
  for (let i = -9; i <= 9; i++) {
    const dx = i * 21;
    ribs.push(`M ${n(480 + dx * 0.3)} 262 Q ${n(480 + dx * 0.95)} 380 ${n(480 + dx)} 600`);
  }
  let cuffRibs = '';
  for (let x = 286; x <= 674; x += 14) cuffRibs += `M ${x} 572 L ${x} 728 `;
  const parts: string[] = [`<defs>${garmentDefs(id)}<clipPath id="${id}c"><path d="${dome}"/><rect x="274" y="560" width="412" height="176" rx="34"/></clipPath></defs>`];
  if (style.motif === 'trees') {
    let pom = '';
    for (let i = 0; i < 26; i++) {
      const a = (i / 26) * Math.PI * 2;
      pom += `M ${n(480 + Math.cos(a) * 58 - 14)} ${n(212 + Math.sin(a) * 52)} a 14 14 0 1 0 28 0 a 14 14 0 1 0 -28 0 `;
    }
    parts.push(`<path d="${pom}" fill="${lighten(style.accent, 0.25)}"/><circle cx="480" cy="212" r="60" fill="${lighten(style.accent, 0.35)}"/>`);
  }
  parts.push(
    `<path d="${dome}" fill="${colour}"/>`,
    `<path d="${ribs.join(' ')}" stroke="${darken(colour, 0.25)}" stroke-opacity="0.35" stroke-width="7" fill="none"/>`,
    `<rect x="274" y="560" width="412" height="176" rx="34" fill="${lighten(colour, 0.05)}"/>`,
    `<path d="${cuffRibs}" stroke="${darken(colour, 0.25)}" stroke-opacity="0.3" stroke-width="6"/>`,
    `<path d="M 280 566 C 400 556 560 556 680 566" stroke="${darken(colour, 0.3)}" stroke-opacity="0.5" stroke-width="5" fill="none"/>`,
    `<g clip-path="url(#${id}c)">${texture(colour)}<rect width="960" height="960" fill="url(#${id}sh)"/></g>`,
    patch(id, style, rng, { x: 405, y: 598, w: 150, h: 104 }, 10),
  );
  return parts.join('');
}

/** Close-up of a beanie's cuff and patch. */
function beanieDetail(style: ItemStyle, id: string, rng: Rng): string {
  const { colour } = style;
  let ribs = '';
  for (let x = -20; x < 980; x += 48) ribs += `<rect x="${x}" y="0" width="30" height="960" fill="url(#${id}rib)"/>`;
  return (
    `<defs>${garmentDefs(id)}<linearGradient id="${id}rib" x1="0" x2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient></defs>` +
    `<rect width="960" height="960" fill="${colour}"/>${ribs}` +
    `<rect y="0" width="960" height="230" fill="${darken(colour, 0.06)}"/><rect y="222" width="960" height="18" fill="${darken(colour, 0.3)}" opacity="0.45"/>` +
    `${texture(colour, 1, { x: 0, y: 0, w: 960, h: 960 })}<rect width="960" height="960" fill="url(#${id}sh)"/>` +
    `<rect x="222" y="340" width="516" height="360" rx="26" fill="#000000" opacity="0.12" transform="translate(8 12)"/>` +
    patch(id, style, rng, { x: 222, y: 340, w: 516, h: 360 }, 26)
  );
}

function cap(style: ItemStyle, id: string, rng: Rng): string {
  const { colour } = style;
  const crown = 'M 272 600 C 272 370 370 278 480 278 C 590 278 688 370 688 600 Z';
  const brim = 'M 246 590 C 330 566 630 566 714 590 C 770 640 706 700 480 704 C 254 700 190 640 246 590 Z';
  const seam = darken(colour, 0.25);
  return (
    `<defs>${garmentDefs(id)}<clipPath id="${id}c"><path d="${crown}"/></clipPath><linearGradient id="${id}br" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="${crown}" fill="${colour}"/>` +
    `<g clip-path="url(#${id}c)">` +
    `<path d="M 480 282 C 420 380 395 480 392 600 M 480 282 C 540 380 565 480 568 600 M 480 282 C 360 330 300 440 286 560 M 480 282 C 600 330 660 440 674 560" stroke="${seam}" stroke-opacity="0.55" stroke-width="3" fill="none"/>` +
    `${texture(colour)}<rect width="960" height="960" fill="url(#${id}sh)"/></g>` +
    `<circle cx="330" cy="470" r="6" fill="${darken(colour, 0.35)}"/><circle cx="630" cy="470" r="6" fill="${darken(colour, 0.35)}"/>` +
    `<circle cx="480" cy="282" r="15" fill="${darken(colour, 0.12)}"/>` +
    patch(id, style, rng, { x: 404, y: 418, w: 152, h: 118 }, 12) +
    `<path d="${brim}" fill="${darken(colour, 0.08)}"/><path d="${brim}" fill="url(#${id}br)"/>` +
    `<path d="M 262 604 C 340 584 620 584 698 604 M 252 626 C 330 604 630 604 708 626" stroke="${lighten(colour, 0.25)}" stroke-opacity="0.5" stroke-width="2.5" stroke-dasharray="8 6" fill="none"/>`
  );
}

/** A cap from the side: crown, brim to the right, strap and buckle at the back. */
function capSide(style: ItemStyle, id: string, rng: Rng): string {
  const { colour } = style;
  const crown = 'M 210 610 C 210 390 330 290 480 290 C 620 290 720 390 740 600 Z';
  const brim = 'M 700 584 C 800 578 880 604 916 646 C 870 666 770 656 690 624 Z';
  const seam = darken(colour, 0.25);
  return (
    `<defs>${garmentDefs(id)}<clipPath id="${id}c"><path d="${crown}"/></clipPath></defs>` +
    `<path d="${crown}" fill="${colour}"/>` +
    `<g clip-path="url(#${id}c)">` +
    `<path d="M 480 294 C 440 380 430 500 440 610 M 480 294 C 600 360 660 460 690 606 M 480 294 C 360 340 270 450 240 600" stroke="${seam}" stroke-opacity="0.55" stroke-width="3" fill="none"/>` +
    `<path d="M 196 560 C 240 540 280 548 300 606 L 196 606 Z" fill="${darken(colour, 0.45)}"/>` +
    `<rect x="222" y="548" width="90" height="22" rx="6" fill="${darken(colour, 0.15)}"/><rect x="290" y="542" width="26" height="34" rx="5" fill="#b9975b" stroke="#8a6d3b" stroke-width="3"/>` +
    `${texture(colour)}<rect width="960" height="960" fill="url(#${id}sh)"/></g>` +
    `<circle cx="520" cy="400" r="6" fill="${darken(colour, 0.35)}"/><circle cx="480" cy="294" r="14" fill="${darken(colour, 0.12)}"/>` +
    `<g transform="translate(640 440) skewY(8) scale(0.55)">${patch(id, style, rng, { x: 0, y: 0, w: 150, h: 118 }, 12)}</g>` +
    `<path d="${brim}" fill="${darken(colour, 0.1)}"/>` +
    `<path d="M 712 602 C 800 598 860 616 894 640" stroke="${lighten(colour, 0.25)}" stroke-opacity="0.5" stroke-width="2.5" stroke-dasharray="8 6" fill="none"/>` +
    `<path d="M 210 610 L 740 600" stroke="${darken(colour, 0.2)}" stroke-width="6" stroke-opacity="0.6"/>`
  );
}

function nailPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M ${n(x)} ${n(y + h - r * 0.5)} L ${n(x)} ${n(y + r)} A ${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)} L ${n(x + w)} ${n(y + h - r * 0.5)} Q ${n(x + w)} ${n(y + h)} ${n(x + w / 2)} ${n(y + h)} Q ${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r * 0.5)} Z`;
}

/** Nail shapes filled with the motif: a pattern runs across all of them; a landscape is drawn in each nail. */
function nails(id: string, style: ItemStyle, rng: Rng, shapes: Array<{ x: number; y: number; w: number; h: number; rotate?: number }>, area: Box): string {
  const { colour, accent, motif } = style;
  const rot = (s: { x: number; y: number; w: number; h: number; rotate?: number }): string =>
    s.rotate ? ` transform="rotate(${n(s.rotate)} ${n(s.x + s.w / 2)} ${n(s.y + s.h / 2)})"` : '';
  const out: string[] = [];
  if (isPattern(motif)) {
    out.push(`<clipPath id="${id}nc">${shapes.map((s) => `<path d="${nailPath(s.x, s.y, s.w, s.h)}"${rot(s)}/>`).join('')}</clipPath>`);
    out.push(`<g clip-path="url(#${id}nc)">${drawMotif(motif, area, accent, colour, rng)}</g>`);
  } else {
    shapes.forEach((s, i) => {
      const box: Box = { x: s.x, y: s.y, w: s.w, h: s.h };
      out.push(
        `<g${rot(s)}><clipPath id="${id}n${i}"><path d="${nailPath(s.x, s.y, s.w, s.h)}"/></clipPath><g clip-path="url(#${id}n${i})"><rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" fill="${colour}"/>${drawMotif(motif, box, accent, colour, rng)}</g></g>`,
      );
    });
  }
  for (const s of shapes) {
    out.push(
      `<g${rot(s)}><path d="${nailPath(s.x, s.y, s.w, s.h)}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="1.5"/><path d="M ${n(s.x + s.w * 0.22)} ${n(s.y + s.h * 0.72)} L ${n(s.x + s.w * 0.22)} ${n(s.y + s.w * 0.45)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(s.w * 0.1)}" stroke-linecap="round"/></g>`,
    );
  }
  return out.join('');
}

/** A backing card of twenty nail wraps. */
function nailSheet(style: ItemStyle, id: string, rng: Rng): string {
  const header = luminance(style.colour) < luminance(style.accent) ? style.colour : style.accent;
  const headerDark = luminance(header) < 0.55 ? header : darken(header, 0.45);
  const widths = [64, 56, 50, 45, 40];
  const shapes: Array<{ x: number; y: number; w: number; h: number }> = [];
  for (let row = 0; row < 4; row++) {
    const ws = row % 2 === 0 ? widths : [...widths].reverse();
    let x = 480 - (ws.reduce((a, b) => a + b, 0) + 4 * 16) / 2;
    for (const w of ws) {
      const h = w * 1.55;
      shapes.push({ x, y: 300 + row * 120 + (100 - h), w, h });
      x += w + 16;
    }
  }
  // Recycled kraft card behind pale wraps, off-white card behind the rest.
  const card = luminance(style.colour) > 0.8 ? '#dccbb0' : '#fbfaf7';
  const logo = `<circle cx="480" cy="194" r="34" fill="none" stroke="#ffffff" stroke-width="4"/><polygon points="452,208 470,180 480,194 492,174 510,208" fill="#ffffff"/>`;
  return (
    `<rect x="300" y="120" width="360" height="720" rx="22" fill="${card}" stroke="${darken(card, 0.12)}" stroke-width="2"/>` +
    `<path d="M 300 142 A 22 22 0 0 1 322 120 L 638 120 A 22 22 0 0 1 660 142 L 660 262 L 300 262 Z" fill="${headerDark}"/>` +
    `<rect x="446" y="136" width="68" height="14" rx="7" fill="#000000" fill-opacity="0.35"/>${logo}` +
    `<rect x="400" y="240" width="160" height="6" rx="3" fill="#ffffff" opacity="0.6"/>` +
    nails(id, style, rng, shapes, { x: 320, y: 290, w: 320, h: 500 }) +
    `<rect x="340" y="790" width="120" height="6" rx="3" fill="#cfc8bb"/><rect x="340" y="806" width="80" height="6" rx="3" fill="#cfc8bb"/><circle cx="620" cy="800" r="12" fill="none" stroke="#9fb39a" stroke-width="3"/>`
  );
}

function sprig(x: number, y: number, scale: number, rotate: number, rng: Rng): string {
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const t = 0.12 + i * 0.13;
    const lx = 300 * t;
    const ly = -60 * t * t * 2;
    const side = i % 2 === 0 ? -1 : 1;
    const r = 26 - i * 1.5 + rng.range(-2, 2);
    leaves += `<ellipse cx="${n(lx)}" cy="${n(ly + side * (r + 4))}" rx="${n(r)}" ry="${n(r * 0.9)}" fill="${i % 3 === 0 ? '#8aa386' : '#9fb59b'}" stroke="#6f8a6b" stroke-width="1.5"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})"><path d="M 0 0 Q 150 -20 300 -120" stroke="#7d6a55" stroke-width="5" fill="none"/>${leaves}</g>`;
}

/** Flat lay: a few big nail wraps fanned out, the card, a wooden stick and a eucalyptus sprig. */
function nailFlatLay(styles: ItemStyle[], id: string, rng: Rng): string {
  const first = styles[0];
  if (!first) return '';
  const out: string[] = [];
  styles.forEach((style, i) => {
    const cx = 250 + i * 40;
    const cy = 470 - i * 30;
    out.push(`<g transform="translate(${cx} ${cy}) rotate(${-10 + i * 7}) scale(0.62) translate(-480 -480)"><rect x="306" y="130" width="360" height="720" rx="22" fill="#000000" opacity="0.1"/>${nailSheet(style, `${id}s${i}`, rng)}</g>`);
  });
  const shapes: Array<{ x: number; y: number; w: number; h: number; rotate: number }> = [];
  for (let i = 0; i < 5; i++) {
    const deg = -36 + i * 18;
    const a = (deg * Math.PI) / 180;
    const w = 84 - Math.abs(i - 2) * 7;
    const h = w * 1.55;
    shapes.push({ x: 700 + Math.sin(a) * 300 - w / 2, y: 760 - Math.cos(a) * 300 - h / 2, w, h, rotate: deg });
  }
  styles.forEach((style, i) => {
    const mine = shapes.filter((_, k) => k % styles.length === i);
    out.push(nails(`${id}f${i}`, style, rng, mine, { x: 480, y: 360, w: 440, h: 320 }));
  });
  out.push(`<g transform="rotate(-28 760 180)"><rect x="620" y="168" width="280" height="20" rx="10" fill="#d9b88c"/><rect x="620" y="168" width="60" height="20" rx="10" fill="#c9a574"/></g>`);
  out.push(sprig(560, 880, 1.1, -12, rng));
  return out.join('');
}

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

const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;

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
    const drawing =
      kind === 'tee' ? tee(style, id, rng, view === 1) : kind === 'beanie' ? beanie(style, id, rng) : kind === 'cap' ? cap(style, id, rng) : nailSheet(style, id, rng);
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

/** Renders an SVG once at full size, then encodes a WebP at each width (square). */
export async function renderWebp(svg: string, widths: readonly number[] = PRODUCT_IMAGE_WIDTHS): Promise<RenderedImage[]> {
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
