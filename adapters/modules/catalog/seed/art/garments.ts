import type { ArtMotif } from '../demo-products.js';
import { type Rng, n, mix, luminance, darken, lighten, type Box } from './kit.js';
import { drawMotif } from './motifs.js';

// ---------------------------------------------------------------------------------------------------
// Items. Each is drawn in the 960 × 960 canvas around its centre (480, 480); `id` keeps ids unique.

export interface ItemStyle {
  colour: string;
  accent: string;
  motif: ArtMotif;
  /** chest: small mark; band: landscape rising from the hem; badge: round print on the chest. */
  print: 'chest' | 'band' | 'badge';
}

/** Gradient for soft shading across a garment. */
export function garmentDefs(id: string): string {
  return `<linearGradient id="${id}sh" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>`;
}

/**
 * A fine diagonal knit texture over the garment area, about 6 screen pixels apart at the given zoom.
 * Drawn as one path rather than an SVG <pattern>: librsvg renders a scaled pattern very slowly.
 */
export function texture(colour: string, zoom = 1, area: Box = { x: 80, y: 160, w: 800, h: 680 }): string {
  const step = 6 / zoom;
  const line = luminance(colour) > 0.5 ? '#000000' : '#ffffff';
  let d = '';
  for (let k = 0; k * step < area.w + area.h; k++) {
    const c = area.x + k * step; // line x + y = c + area.y + area.h, from the bottom edge up to the right
    d += `M${(c - area.h).toFixed(2)} ${area.y}L${c.toFixed(2)} ${area.y + area.h}`;
  }
  return `<path d="${d}" stroke="${line}" stroke-opacity="0.05" stroke-width="${(1.2 / zoom).toFixed(3)}" fill="none"/>`;
}

export const TEE_FRONT =
  'M 372 178 C 410 236 550 236 588 178 L 700 212 C 748 230 790 266 822 316 L 862 384 L 754 440 L 712 380 L 712 800 C 620 816 340 816 248 800 L 248 380 L 206 440 L 98 384 L 138 316 C 170 266 212 230 260 212 Z';
export const TEE_BACK =
  'M 372 178 C 420 198 540 198 588 178 L 700 212 C 748 230 790 266 822 316 L 862 384 L 754 440 L 712 380 L 712 800 C 620 816 340 816 248 800 L 248 380 L 206 440 L 98 384 L 138 316 C 170 266 212 230 260 212 Z';

export function printArea(style: ItemStyle, id: string, rng: Rng, back: boolean): string {
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

export function tee(style: ItemStyle, id: string, rng: Rng, back: boolean, zoom = 1): string {
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

export function patch(id: string, style: ItemStyle, rng: Rng, box: Box, radius: number): string {
  const { x, y, w, h } = box;
  const bg = style.accent;
  return (
    `<clipPath id="${id}pt"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}"/></clipPath>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${bg}"/>` +
    `<g clip-path="url(#${id}pt)">${drawMotif(style.motif, { x: x + w * 0.08, y: y + h * 0.06, w: w * 0.84, h: h * 0.88 }, style.colour, bg, rng)}</g>` +
    `<rect x="${n(x + 7)}" y="${n(y + 7)}" width="${n(w - 14)}" height="${n(h - 14)}" rx="${n(Math.max(2, radius - 5))}" fill="none" stroke="${mix(style.colour, bg, 0.35)}" stroke-width="2.5" stroke-dasharray="7 5"/>`
  );
}

export function beanie(style: ItemStyle, id: string, rng: Rng): string {
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
export function beanieDetail(style: ItemStyle, id: string, rng: Rng): string {
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

export function cap(style: ItemStyle, id: string, rng: Rng): string {
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
export function capSide(style: ItemStyle, id: string, rng: Rng): string {
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
