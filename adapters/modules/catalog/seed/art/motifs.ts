import type { ArtMotif } from '../demo-products.js';
import { type Rng, n, mix, luminance, type Box } from './kit.js';

// ---------------------------------------------------------------------------------------------------
// Motifs: landscapes and patterns drawn inside a box (the caller clips). `fg` is the nearest / strongest
// colour, `bg` the ground it sits on; distant layers are blends of the two.

export function ridgePoints(box: Box, top: number, depth: number, peaks: number, rng: Rng, jagged: boolean): string {
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

export function mountains(box: Box, fg: string, bg: string, rng: Rng): string {
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

export function wavePath(box: Box, y0: number, amp: number, waves: number, phase: number): string {
  const wl = (box.w + 80) / waves;
  let d = `M ${n(box.x - 40 - phase * wl)} ${n(y0)} Q ${n(box.x - 40 - phase * wl + wl / 4)} ${n(y0 - amp)} ${n(box.x - 40 - phase * wl + wl / 2)} ${n(y0)}`;
  for (let x = box.x - 40 - phase * wl + wl; x <= box.x + box.w + 40 + wl; x += wl / 2) d += ` T ${n(x)} ${n(y0)}`;
  return `${d} L ${n(box.x + box.w + 40 + wl)} ${n(box.y + box.h + 40)} L ${n(box.x - 40 - wl)} ${n(box.y + box.h + 40)} Z`;
}

export function waves(box: Box, fg: string, bg: string, rng: Rng): string {
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
    out.push(
      `<path d="M ${n(x)} ${n(y)} q ${n(box.w * 0.06)} ${n(-box.h * 0.03)} ${n(box.w * 0.12)} 0" stroke="${mix(bg, fg, 0.15)}" stroke-width="${n(Math.max(2, box.h * 0.012))}" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    );
  }
  return out.join('');
}

export function sparkle(cx: number, cy: number, s: number): string {
  return `M ${n(cx)} ${n(cy - s)} Q ${n(cx)} ${n(cy)} ${n(cx + s)} ${n(cy)} Q ${n(cx)} ${n(cy)} ${n(cx)} ${n(cy + s)} Q ${n(cx)} ${n(cy)} ${n(cx - s)} ${n(cy)} Q ${n(cx)} ${n(cy)} ${n(cx)} ${n(cy - s)} Z`;
}

export function crescent(box: Box, fg: string, bg: string, rng: Rng): string {
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

export function star5(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  return pts.join(' ');
}

export function trees(box: Box, fg: string, bg: string, rng: Rng): string {
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

export function rock(box: Box, fg: string, bg: string, rng: Rng): string {
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
    out.push(
      `<path d="M ${n(gx)} ${n(top + h * 0.03)} q ${n(w * 0.02)} ${n(h * 0.1)} 0 ${n(base - top - h * 0.03)}" stroke="${mix(fg, bg, 0.35)}" stroke-width="${n(Math.max(1.5, w * 0.008))}" fill="none"/>`,
    );
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

export function forest(box: Box, fg: string, bg: string, rng: Rng): string {
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

export function marble(box: Box, fg: string, bg: string, rng: Rng): string {
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

export function dots(box: Box, fg: string, bg: string, _rng: Rng): string {
  const step = 22;
  let d = '';
  for (let row = 0, y = box.y + step / 2; y < box.y + box.h + step; y += step * 0.87, row++) {
    for (let x = box.x + (row % 2 === 0 ? 0 : step / 2); x < box.x + box.w + step; x += step) d += `M ${n(x - 5)} ${n(y)} a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0 `;
  }
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${bg}"/><path d="${d}" fill="${fg}"/>`;
}

export function stripes(box: Box, fg: string, bg: string, _rng: Rng): string {
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

export function leopard(box: Box, fg: string, bg: string, rng: Rng): string {
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
export function drawMotif(motif: ArtMotif, box: Box, fg: string, bg: string, rng: Rng): string {
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

export const isPattern = (m: ArtMotif): boolean => m === 'marble' || m === 'dots' || m === 'stripes' || m === 'leopard' || m === 'plain';
