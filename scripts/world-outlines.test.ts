import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTLINES_FILE, outlinesText, worldOutlines } from './world-outlines.js';

describe("the back office's world outlines", () => {
  const made = worldOutlines();

  it('the committed file is exactly what the script makes from the installed world-atlas and d3-geo (run `npm run world-outlines` after updating them)', () => {
    expect(readFileSync(OUTLINES_FILE, 'utf8')).toBe(outlinesText(made));
  });

  it('holds every country of the 1:110m atlas once, with an outline inside the map, and the ISO codes the analytics use', () => {
    expect(made.countries).toHaveLength(177);
    expect(new Set(made.countries.map(([id, , name]) => id || name)).size).toBe(177);
    const byCode = new Map(made.countries.map((c) => [c[1], c]));
    expect(byCode.get('AU')?.[2]).toBe('Australia');
    expect(byCode.get('NZ')?.[2]).toBe('New Zealand');
    expect(byCode.get('US')?.[0]).toBe('840');
    for (const [, , name, d] of made.countries) {
      expect(d, name).toMatch(/^M[\d.,LMZ-]+Z$/);
      const numbers = d.match(/-?[\d.]+/g)!.map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      const ys = numbers.filter((_, i) => i % 2 === 1);
      expect(Math.min(...xs), name).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs), name).toBeLessThanOrEqual(made.width);
      expect(Math.min(...ys), name).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys), name).toBeLessThanOrEqual(made.height);
    }
  });

  it('places Australia south-east of the middle, as the Natural Earth projection does', () => {
    const australia = made.countries.find((c) => c[1] === 'AU')![3];
    const [x, y] = australia.slice(1).split(/[L,]/).map(Number);
    expect(x).toBeGreaterThan(made.width / 2);
    expect(y).toBeGreaterThan(made.height / 2);
  });
});
