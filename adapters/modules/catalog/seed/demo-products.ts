/**
 * The demo catalogue: about forty products that fit the brand (Melbourne, sustainable outdoor apparel and
 * gear, AUD). Pure data — the seeding time comes in as an argument, so the same `now` gives the same catalogue.
 */

export const DEMO_CATEGORIES = ['solid', 'overlay', 'christmas', 'crescentic', 'nailart', 'marble', 'missfrankie', 'sale'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** What the product is, for drawing its pictures. */
export type ProductKind = 'tee' | 'beanie' | 'cap' | 'nailwrap';
/** The landscape / pattern printed on it. */
export type ArtMotif = 'mountains' | 'waves' | 'crescent' | 'trees' | 'rock' | 'forest' | 'marble' | 'dots' | 'stripes' | 'leopard' | 'plain';

export interface ProductArt {
  /** The items shown: one for a plain product, two or three for a bundle. */
  items: ProductKind[];
  /** Garment / nail-wrap base colour (hex). */
  colour: string;
  /** Print colour (hex). */
  accent: string;
  motif: ArtMotif;
  /** Per-item colours for bundles (item `i` uses entry `i`, falling back to `colour` / `accent`). */
  itemColours?: Array<{ colour: string; accent: string; motif?: ArtMotif }>;
}

export interface DemoVariant {
  name: string;
  stock: number;
}

export interface DemoProduct {
  name: string;
  description: string;
  priceCents: number;
  /** Set (and above the price) for marked-down products. */
  originalPriceCents: number | null;
  category: DemoCategory;
  isBundle: boolean;
  soldCount: number;
  createdAt: Date;
  variants: DemoVariant[];
  /** Sum of the variants' stock. */
  stockLevel: number;
  art: ProductArt;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  name: string;
  description: string;
  price: number;
  was?: number;
  category: DemoCategory;
  bundle?: boolean;
  sold: number;
  /** Age at seeding time, in days. */
  age: number;
  /** S/M/L/XL stock for sized products, or one number for a one-size product. */
  stock: [number, number, number, number] | number;
  /** Variant name for one-size products. */
  oneSize?: string;
  art: ProductArt;
}

const tee = (colour: string, accent: string, motif: ArtMotif): ProductArt => ({ items: ['tee'], colour, accent, motif });
const beanie = (colour: string, accent: string, motif: ArtMotif): ProductArt => ({ items: ['beanie'], colour, accent, motif });
const cap = (colour: string, accent: string, motif: ArtMotif): ProductArt => ({ items: ['cap'], colour, accent, motif });
const wrap = (colour: string, accent: string, motif: ArtMotif): ProductArt => ({ items: ['nailwrap'], colour, accent, motif });

const PLEDGE = '10% of every sale goes to Australian conservation groups.';

const ROWS: Row[] = [
  // ---- solid: plain organic tees with a small chest mark ----
  {
    name: 'Eucalypt Green Organic Tee',
    description: `A heavyweight tee in 100% certified organic cotton, dyed the soft grey-green of a Dandenong Ranges gum forest. Garment-washed for a broken-in feel from the first wear, with a small embroidered ridge-line on the chest. ${PLEDGE}`,
    price: 4495,
    category: 'solid',
    sold: 312,
    age: 210,
    stock: [14, 22, 18, 9],
    art: tee('#6f8f72', '#f1ede4', 'mountains'),
  },
  {
    name: 'Outback Ochre Organic Tee',
    description:
      'Our everyday crew in organic cotton, coloured with low-impact dyes inspired by the red earth of the Flinders Ranges. Relaxed fit, reinforced shoulder seams and a tiny rock motif over the heart. Made to last seasons, not weeks.',
    price: 4495,
    category: 'solid',
    sold: 268,
    age: 180,
    stock: [8, 15, 12, 6],
    art: tee('#b8643a', '#f6e7d2', 'rock'),
  },
  {
    name: 'Bass Strait Navy Tee',
    description: `Deep navy organic cotton with a swell-line motif on the chest, named for the wild water between Victoria and Tasmania. Pre-shrunk and garment-dyed, it softens with every wash. ${PLEDGE}`,
    price: 4495,
    category: 'solid',
    sold: 401,
    age: 320,
    stock: [20, 28, 25, 14],
    art: tee('#1f3350', '#cfe3ea', 'waves'),
  },
  {
    name: 'Saltbush Sage Tee',
    description:
      'A lightweight summer tee in organic cotton and recycled polyester, in the silvery sage of coastal saltbush. Breathable enough for a Great Ocean Road hike, smart enough for the pub afterwards.',
    price: 3995,
    category: 'solid',
    sold: 95,
    age: 40,
    stock: [10, 12, 12, 7],
    art: tee('#a9b8a0', '#3d4a3a', 'mountains'),
  },
  {
    name: 'Basalt Charcoal Tee',
    description: `Washed charcoal organic cotton, the colour of the volcanic plains west of Melbourne. A boxy modern cut with a dropped shoulder and a small embroidered crest. ${PLEDGE}`,
    price: 4995,
    category: 'solid',
    sold: 150,
    age: 25,
    stock: [0, 0, 0, 0],
    art: tee('#3b3b3d', '#d9d4c7', 'rock'),
  },
  {
    name: 'Coastal Sand Tee',
    description: 'Undyed-look organic cotton in warm sand, finished with a tonal wave mark. Knitted from certified organic yarn and packed in recycled, plastic-free mailers.',
    price: 3995,
    category: 'solid',
    sold: 57,
    age: 12,
    stock: [6, 9, 9, 4],
    art: tee('#e3d3b4', '#7a6a4f', 'waves'),
  },
  // ---- overlay: tees with a landscape print across the body ----
  {
    name: 'Grampians Ridge Overlay Tee',
    description: `Layered sandstone ridges of Gariwerd (the Grampians) printed across the chest with water-based inks. The organic cotton body is soft, breathable and built for long days on the trail. ${PLEDGE}`,
    price: 5495,
    category: 'overlay',
    sold: 487,
    age: 150,
    stock: [12, 20, 16, 10],
    art: tee('#f2ede3', '#c4572f', 'mountains'),
  },
  {
    name: 'Twelve Apostles Swell Tee',
    description:
      'Rolling Southern Ocean swell wraps around this organic cotton tee, a nod to the limestone stacks of the Shipwreck Coast. Printed in Melbourne with water-based inks that will not crack.',
    price: 5495,
    category: 'overlay',
    sold: 356,
    age: 95,
    stock: [9, 14, 14, 8],
    art: tee('#2c5f77', '#e6f1f2', 'waves'),
  },
  {
    name: 'Great Dividing Range Tee',
    description: `Range after range fading into the blue haze, the way the high country looks from Mount Buller at dusk. Organic cotton, relaxed fit, printed locally. ${PLEDGE}`,
    price: 5995,
    category: 'overlay',
    sold: 221,
    age: 55,
    stock: [7, 11, 10, 5],
    art: tee('#253046', '#8fb3d9', 'mountains'),
  },
  {
    name: 'Kosciuszko Sunrise Tee',
    description: 'First light on the roof of Australia, printed in warm sunrise tones on natural organic cotton. A soft, breathable tee for alpine mornings and city afternoons alike.',
    price: 5495,
    category: 'overlay',
    sold: 178,
    age: 30,
    stock: [5, 8, 8, 3],
    art: tee('#f4efe6', '#e08a3c', 'mountains'),
  },
  {
    name: 'Daintree Canopy Tee',
    description: `The oldest living rainforest on earth, printed as a layered canopy of tree crowns. Organic cotton body and recycled-content neck tape. ${PLEDGE}`,
    price: 5495,
    category: 'overlay',
    sold: 133,
    age: 240,
    stock: [0, 0, 0, 0],
    art: tee('#2f4a35', '#a7d08c', 'forest'),
  },
  {
    name: 'Uluru Dusk Tee',
    description:
      'The great rock glowing at dusk under a violet sky, printed with water-based inks on garment-dyed organic cotton. Designed in Melbourne with respect for Country and its Anangu custodians.',
    price: 5995,
    category: 'overlay',
    sold: 264,
    age: 400,
    stock: [11, 16, 13, 7],
    art: tee('#4a3358', '#e07a4a', 'rock'),
  },
  // ---- crescentic: crescent moon designs ----
  {
    name: 'Crescent Over the Prom Tee',
    description: `A thin crescent moon rising over the granite headlands of Wilsons Promontory. Organic cotton in midnight blue with a glow of pale print. ${PLEDGE}`,
    price: 4995,
    category: 'crescentic',
    sold: 298,
    age: 70,
    stock: [10, 15, 12, 8],
    art: tee('#1b2440', '#f3e6b5', 'crescent'),
  },
  {
    name: 'Desert Moon Crescent Tee',
    description: 'A crescent moon hanging above the dunes of the Simpson Desert, printed on ochre-washed organic cotton. Relaxed fit, made for warm nights under big skies.',
    price: 4995,
    category: 'crescentic',
    sold: 142,
    age: 20,
    stock: [4, 9, 7, 2],
    art: tee('#c98a55', '#2b2230', 'crescent'),
  },
  {
    name: 'Southern Night Crescent Tee',
    description: `Crescent moon and scattered stars over a sleeping coastline, in soft white on charcoal organic cotton. Printed with water-based inks and shipped plastic-free. ${PLEDGE}`,
    price: 5495,
    category: 'crescentic',
    sold: 88,
    age: 5,
    stock: [8, 12, 12, 6],
    art: tee('#2e2e33', '#f4f1e8', 'crescent'),
  },
  // ---- christmas ----
  {
    name: 'Summer Christmas Pines Tee',
    description: 'A row of snowy pines for an Aussie Christmas that is anything but snowy. Organic cotton in festive forest green, ideal for a beach barbecue on the 25th.',
    price: 4495,
    category: 'christmas',
    sold: 205,
    age: 45,
    stock: [9, 14, 13, 6],
    art: tee('#245b3e', '#f7f3ea', 'trees'),
  },
  {
    name: 'Southern Cross Christmas Tee',
    description: `Christmas trees under the Southern Cross on a natural organic cotton tee. A gift that gives twice: ${PLEDGE.toLowerCase()}`,
    price: 4495,
    category: 'christmas',
    sold: 119,
    age: 380,
    stock: [3, 6, 5, 2],
    art: tee('#a83a32', '#f8efe1', 'trees'),
  },
  // ---- beanies ----
  {
    name: 'Alpine Ridge Recycled Beanie',
    description: `A double-layer rib beanie knitted from recycled polyester and organic cotton, with a woven mountain patch. Warm enough for Falls Creek, light enough for a Melbourne winter commute. ${PLEDGE}`,
    price: 2995,
    category: 'overlay',
    sold: 445,
    age: 260,
    stock: 38,
    oneSize: 'One Size',
    art: beanie('#2f4d63', '#e9e1cf', 'mountains'),
  },
  {
    name: 'Ochre Rib Beanie',
    description: 'A classic fisherman beanie in burnt ochre, knitted from yarn spun from recycled bottles. Turn-up cuff, soft hand feel and a small woven rock patch.',
    price: 2995,
    category: 'solid',
    sold: 231,
    age: 130,
    stock: 24,
    oneSize: 'One Size',
    art: beanie('#b8643a', '#f3e4cc', 'rock'),
  },
  {
    name: 'Snowy Mountains Beanie',
    description: `Cream knit with a tonal alpine patch, for frosty mornings in the Snowies. Recycled fibres, no virgin plastic, and a cuff you can wear up or down. ${PLEDGE}`,
    price: 2995,
    category: 'solid',
    sold: 167,
    age: 15,
    stock: 30,
    oneSize: 'One Size',
    art: beanie('#ece4d4', '#3e5a70', 'mountains'),
  },
  {
    name: 'Crescent Moon Beanie',
    description: 'Midnight navy rib knit with a crescent moon patch. Recycled polyester blend that keeps its shape after a season of campfires and cold trail starts.',
    price: 2995,
    category: 'crescentic',
    sold: 190,
    age: 50,
    stock: 0,
    oneSize: 'One Size',
    art: beanie('#1b2440', '#f3e6b5', 'crescent'),
  },
  {
    name: 'Festive Pine Beanie',
    description: `Forest green rib beanie with a Christmas tree patch and a chunky pom-pom on top. Knitted from recycled yarn. ${PLEDGE}`,
    price: 2995,
    category: 'christmas',
    sold: 74,
    age: 35,
    stock: 18,
    oneSize: 'One Size',
    art: beanie('#245b3e', '#e7c35a', 'trees'),
  },
  // ---- caps ----
  {
    name: 'Wilsons Prom Organic Cap',
    description: `A six-panel cap in organic cotton twill with an embroidered granite-peak patch. Adjustable strap with a recycled brass buckle. ${PLEDGE}`,
    price: 3495,
    category: 'overlay',
    sold: 276,
    age: 160,
    stock: 26,
    oneSize: 'One Size',
    art: cap('#40573f', '#f0e8d6', 'mountains'),
  },
  {
    name: 'Surf Coast Wave Cap',
    description: 'Washed organic cotton cap with an embroidered swell patch, made for dawn checks at Bells Beach. Pre-curved brim and a low, relaxed crown.',
    price: 3495,
    category: 'overlay',
    sold: 198,
    age: 28,
    stock: 21,
    oneSize: 'One Size',
    art: cap('#e8dcc4', '#2c5f77', 'waves'),
  },
  {
    name: 'Crescent Night Cap',
    description: `Black organic cotton twill with a crescent moon and stars patch. Recycled-polyester sweatband and an adjustable strap. ${PLEDGE}`,
    price: 3495,
    category: 'crescentic',
    sold: 121,
    age: 90,
    stock: 15,
    oneSize: 'One Size',
    art: cap('#27272b', '#f3e6b5', 'crescent'),
  },
  {
    name: 'Red Centre Canvas Cap',
    description: 'A structured cap in rust-red recycled canvas with a woven rock patch. Built to shade you across the Red Centre and back home to Melbourne.',
    price: 3495,
    category: 'solid',
    sold: 64,
    age: 8,
    stock: 19,
    oneSize: 'One Size',
    art: cap('#9c4a2f', '#f4e3c8', 'rock'),
  },
  // ---- nail wraps: nailart ----
  {
    name: 'Mountain Peaks Nail Wraps',
    description: `Twenty vegan, non-toxic nail wraps printed with layered mountain ranges. Lasts up to ten days, no UV lamp needed, and the backing card is recycled. ${PLEDGE}`,
    price: 1695,
    category: 'nailart',
    sold: 352,
    age: 140,
    stock: 60,
    oneSize: 'One Set',
    art: wrap('#e7d8c9', '#4a6a7d', 'mountains'),
  },
  {
    name: 'Ocean Swell Nail Wraps',
    description: 'Rolling blue waves for your fingertips, inspired by the Mornington Peninsula back beaches. Vegan, cruelty-free and easy to apply at home in minutes.',
    price: 1695,
    category: 'nailart',
    sold: 287,
    age: 85,
    stock: 44,
    oneSize: 'One Set',
    art: wrap('#d6ebef', '#2a6f8f', 'waves'),
  },
  {
    name: 'Starry Crescent Nail Wraps',
    description: `A crescent moon and tiny stars on inky blue. Twenty wraps in assorted sizes, vegan formula, recycled and recyclable packaging. ${PLEDGE}`,
    price: 1795,
    category: 'nailart',
    sold: 163,
    age: 18,
    stock: 35,
    oneSize: 'One Set',
    art: wrap('#1f2a4a', '#f3e6b5', 'crescent'),
  },
  {
    name: 'Christmas Forest Nail Wraps',
    description: 'Festive pines and snowflakes for the silly season. Non-toxic, vegan nail wraps that last through every Christmas party, on recycled backing card.',
    price: 1495,
    category: 'nailart',
    sold: 98,
    age: 330,
    stock: 0,
    oneSize: 'One Set',
    art: wrap('#2b5d41', '#f3eee2', 'trees'),
  },
  // ---- nail wraps: marble ----
  {
    name: 'Carrara Marble Nail Wraps',
    description: `Classic white marble with soft grey veins. Vegan, non-toxic wraps that go on in minutes and last up to ten days. ${PLEDGE}`,
    price: 1795,
    category: 'marble',
    sold: 421,
    age: 190,
    stock: 52,
    oneSize: 'One Set',
    art: wrap('#f3f1ee', '#8d8f94', 'marble'),
  },
  {
    name: 'Gold Vein Marble Nail Wraps',
    description: 'White marble shot through with fine gold veins. Salon look without the salon chemicals: vegan formula, no UV lamp, recycled packaging.',
    price: 1995,
    category: 'marble',
    sold: 239,
    age: 22,
    stock: 31,
    oneSize: 'One Set',
    art: wrap('#f5efe6', '#c49a45', 'marble'),
  },
  {
    name: 'Midnight Marble Nail Wraps',
    description: `Deep charcoal marble with silver veining, as moody as a Melbourne winter evening. Twenty vegan wraps on a recycled card. ${PLEDGE}`,
    price: 1795,
    category: 'marble',
    sold: 144,
    age: 75,
    stock: 27,
    oneSize: 'One Set',
    art: wrap('#2d2f36', '#c9cdd4', 'marble'),
  },
  {
    name: 'Rose Quartz Marble Nail Wraps',
    description: 'Blush pink marble with white veins for a soft, natural look. Vegan, cruelty-free and made to last, with plastic-free recycled packaging.',
    price: 1795,
    category: 'marble',
    sold: 188,
    age: 3,
    stock: 40,
    oneSize: 'One Set',
    art: wrap('#efcfcf', '#fbf6f3', 'marble'),
  },
  // ---- nail wraps: missfrankie ----
  {
    name: 'Miss Frankie Polka Dot Nail Wraps',
    description: `Playful cream dots on cherry red from the Miss Frankie collection. Vegan, non-toxic and easy to apply at home. ${PLEDGE}`,
    price: 1895,
    category: 'missfrankie',
    sold: 205,
    age: 110,
    stock: 33,
    oneSize: 'One Set',
    art: wrap('#c7362f', '#fbefe2', 'dots'),
  },
  {
    name: 'Miss Frankie Candy Stripe Nail Wraps',
    description: 'Bold pastel stripes from the Miss Frankie collection, made for summer in the city. Vegan formula, recycled backing card, up to ten days of wear.',
    price: 1895,
    category: 'missfrankie',
    sold: 131,
    age: 42,
    stock: 26,
    oneSize: 'One Set',
    art: wrap('#f6d6e0', '#6fb7b1', 'stripes'),
  },
  {
    name: 'Miss Frankie Wild Leopard Nail Wraps',
    description: `A soft caramel leopard print from the Miss Frankie collection. Vegan, cruelty-free nail wraps with plastic-free packaging. ${PLEDGE}`,
    price: 1995,
    category: 'missfrankie',
    sold: 277,
    age: 280,
    stock: 22,
    oneSize: 'One Set',
    art: wrap('#e0b683', '#5b3a24', 'leopard'),
  },
  // ---- sale: marked-down items ----
  {
    name: 'Last Season Yarra Valley Tee',
    description: `Rolling vineyard hills of the Yarra Valley on soft organic cotton, now marked down to make room for the new range. Limited sizes left. ${PLEDGE}`,
    price: 3495,
    was: 4995,
    category: 'sale',
    sold: 322,
    age: 420,
    stock: [0, 3, 2, 0],
    art: tee('#7b5a6b', '#f0e2c8', 'mountains'),
  },
  {
    name: 'Sample Sale Tidal Beanie',
    description: 'A sea-glass blue recycled-yarn beanie with a wave patch, from our sample run. Same warmth and quality, smaller price.',
    price: 1995,
    was: 2995,
    category: 'sale',
    sold: 156,
    age: 300,
    stock: 9,
    oneSize: 'One Size',
    art: beanie('#7fb0b4', '#f4efe4', 'waves'),
  },
  {
    name: 'End of Line Forest Cap',
    description: `Organic cotton cap with an embroidered rainforest patch, in the last of its run. Grab one before it is gone. ${PLEDGE}`,
    price: 2495,
    was: 3495,
    category: 'sale',
    sold: 84,
    age: 350,
    stock: 0,
    oneSize: 'One Size',
    art: cap('#2f4a35', '#a7d08c', 'forest'),
  },
  {
    name: 'Desert Sunset Nail Wraps',
    description: 'Warm desert sunset nail wraps at a clearance price. Vegan, non-toxic and packed on recycled card.',
    price: 1195,
    was: 1695,
    category: 'sale',
    sold: 211,
    age: 65,
    stock: 14,
    oneSize: 'One Set',
    art: wrap('#f0c59a', '#8c3b2a', 'rock'),
  },
  // ---- bundles ----
  {
    name: 'High Country Bundle: Tee + Beanie',
    description: `The Great Dividing Range Tee and the Alpine Ridge Recycled Beanie together, for less than buying them separately. Organic cotton and recycled yarn, packed plastic-free. Choose the tee size; the beanie is one size. ${PLEDGE}`,
    price: 7495,
    category: 'overlay',
    bundle: true,
    sold: 112,
    age: 38,
    stock: [4, 7, 6, 3],
    art: {
      items: ['tee', 'beanie'],
      colour: '#253046',
      accent: '#8fb3d9',
      motif: 'mountains',
      itemColours: [
        { colour: '#253046', accent: '#8fb3d9' },
        { colour: '#2f4d63', accent: '#e9e1cf' },
      ],
    },
  },
  {
    name: 'Marble Trio Nail Wrap Bundle',
    description: 'Carrara, Gold Vein and Midnight marble wraps in one bundle: sixty vegan, non-toxic wraps for a month of easy manicures. Recycled card, no plastic.',
    price: 4495,
    category: 'marble',
    bundle: true,
    sold: 96,
    age: 100,
    stock: 12,
    oneSize: 'One Bundle',
    art: {
      items: ['nailwrap', 'nailwrap', 'nailwrap'],
      colour: '#f3f1ee',
      accent: '#c49a45',
      motif: 'marble',
      itemColours: [
        { colour: '#f3f1ee', accent: '#8d8f94' },
        { colour: '#f5efe6', accent: '#c49a45' },
        { colour: '#2d2f36', accent: '#c9cdd4' },
      ],
    },
  },
];

const SIZES = ['S', 'M', 'L', 'XL'] as const;

/** The demo catalogue as of `now` (creation dates are counted back from it). */
export function demoProducts(now: Date): DemoProduct[] {
  return ROWS.map((row) => {
    const variants: DemoVariant[] =
      typeof row.stock === 'number' ? [{ name: row.oneSize ?? 'One Size', stock: row.stock }] : row.stock.map((stock, i) => ({ name: SIZES[i] ?? `Size ${i + 1}`, stock }));
    return {
      name: row.name,
      description: row.description,
      priceCents: row.price,
      originalPriceCents: row.was ?? null,
      category: row.category,
      isBundle: row.bundle ?? false,
      soldCount: row.sold,
      // Whole days plus a few hours so products created "the same day" still sort apart.
      createdAt: new Date(now.getTime() - row.age * DAY_MS - (row.sold % 24) * 60 * 60 * 1000),
      variants,
      stockLevel: variants.reduce((sum, v) => sum + v.stock, 0),
      art: row.art,
    };
  });
}
