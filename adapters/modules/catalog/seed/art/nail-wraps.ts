import { type Rng, n, luminance, darken, type Box } from './kit.js';
import { drawMotif, isPattern } from './motifs.js';
import { type ItemStyle } from './garments.js';

export function nailPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M ${n(x)} ${n(y + h - r * 0.5)} L ${n(x)} ${n(y + r)} A ${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)} L ${n(x + w)} ${n(y + h - r * 0.5)} Q ${n(x + w)} ${n(y + h)} ${n(x + w / 2)} ${n(y + h)} Q ${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r * 0.5)} Z`;
}

/** Nail shapes filled with the motif: a pattern runs across all of them; a landscape is drawn in each nail. */
export function nails(id: string, style: ItemStyle, rng: Rng, shapes: Array<{ x: number; y: number; w: number; h: number; rotate?: number }>, area: Box): string {
  const { colour, accent, motif } = style;
  const rot = (s: { x: number; y: number; w: number; h: number; rotate?: number }): string => (s.rotate ? ` transform="rotate(${n(s.rotate)} ${n(s.x + s.w / 2)} ${n(s.y + s.h / 2)})"` : '');
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
export function nailSheet(style: ItemStyle, id: string, rng: Rng): string {
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

export function sprig(x: number, y: number, scale: number, rotate: number, rng: Rng): string {
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
export function nailFlatLay(styles: ItemStyle[], id: string, rng: Rng): string {
  const first = styles[0];
  if (!first) return '';
  const out: string[] = [];
  styles.forEach((style, i) => {
    const cx = 250 + i * 40;
    const cy = 470 - i * 30;
    out.push(
      `<g transform="translate(${cx} ${cy}) rotate(${-10 + i * 7}) scale(0.62) translate(-480 -480)"><rect x="306" y="130" width="360" height="720" rx="22" fill="#000000" opacity="0.1"/>${nailSheet(style, `${id}s${i}`, rng)}</g>`,
    );
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
