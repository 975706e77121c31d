// Catalogue data and helpers shared by the storefront browser journeys.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { createCategory, createProduct } from '../test-support/factories/catalog.js';

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export const PAGED_COUNT = 30;

export interface Catalogue {
  beanieId: string;
  beanieName: string;
  cheapestPaged: string;
  pagedIds: string[];
}

/** Writes one stored image at the three widths the storefront asks for. */
async function storeImage(mediaDir: string, name: string, colour: string): Promise<string> {
  const dir = join(mediaDir, 'e2e');
  mkdirSync(dir, { recursive: true });
  for (const width of [320, 640, 960]) {
    await sharp({ create: { width, height: width, channels: 3, background: colour } })
      .webp()
      .toFile(join(dir, `${name}-${width}.webp`));
  }
  return `/media/e2e/${name}-640.webp`;
}

/** Categories and products: 30 tees in 'solid' (for paging), beanies on sale, and a product without images. */
export async function seedCatalogue(databaseUrl: string, dataDir: string): Promise<Catalogue> {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const mediaDir = join(dataDir, 'media');
    const front = await storeImage(mediaDir, 'tee-front', '#2f4a3a');
    const back = await storeImage(mediaDir, 'tee-back', '#b5653b');
    await createCategory(db, { name: 'solid' });
    await createCategory(db, { name: 'sale' });
    await createCategory(db, { name: 'nailart' });
    await createCategory(db, { name: 'hiddenstuff', isVisible: false });
    const pagedIds: string[] = [];
    for (let i = 1; i <= PAGED_COUNT; i += 1) {
      const n = String(i).padStart(2, '0');
      // The cheapest sells the least, so sorting by price visibly changes the best-selling order.
      const created = await createProduct(db, { name: `Ridge Tee ${n}`, category: 'solid', priceCents: 5000 + i * 100, soldCount: i, images: [front, back] });
      pagedIds.push(created.id);
    }
    const beanie = await createProduct(db, {
      name: 'Alpine Merino Beanie',
      description: 'A warm merino beanie for frosty mornings.',
      category: 'sale',
      priceCents: 3500,
      originalPriceCents: 4500,
      variants: [['One Size', 20]],
      images: [front],
    });
    await createProduct(db, { name: 'Invisible Cap', category: 'sale', images: [] });
    return { beanieId: beanie.id, beanieName: 'Alpine Merino Beanie', cheapestPaged: 'Ridge Tee 01', pagedIds };
  } finally {
    await db.end();
  }
}

/** A browser context at a viewport; the welcome modal is marked as seen unless asked for. */
export async function openContext(browser: Browser, viewport: { width: number; height: number }, options: { welcome?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (!options.welcome) await context.addInitScript({ content: "window.localStorage.setItem('welcomeModalShown', 'true');" });
  return context;
}

/** Mails are .eml files under <dataDir>/mail; waits for one to `to` whose text matches. */
export async function waitForMail(dataDir: string, to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (text.includes(to) && pattern.test(decodeMail(text))) return decodeMail(text);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Undoes quoted-printable soft breaks and escapes, enough to search a mail's text. */
function decodeMail(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 48, channels: 3, background: '#5b7553' } })
    .png()
    .toBuffer();
}
