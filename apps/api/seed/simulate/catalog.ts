import { rupees, slugify } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { productSearchText } from '../../src/modules/catalog/search-text.ts';
import { products as demoProducts } from '../data/products.ts';
import type { SeedProduct } from '../data/types.ts';
import { type BulkLoader, shape } from './bulk-loader.ts';
import { idsFor, type Random } from './random-ids.ts';

/** One size on sale, as an order line snapshots it. */
export interface SimulatedSize {
  productId: string;
  sizeId: string;
  productSlug: string;
  sku: string;
  name: string;
  sizeTitle: string;
  image: string;
  mrp: number;
  sale: number | null;
  hsnCode: string;
  gstRatePercent: number;
  bundleable: boolean;
  /** The demo product it grew from: its category's words for reviews. */
  seed: SeedProduct;
  /** When the product went on sale: no order names it before. */
  launchedAt: Date;
}

export interface SimulatedCatalog {
  sizes: SimulatedSize[];
  /** The sizes in order of popularity, for lines picked with a long tail. */
  products: { productId: string; sizes: SimulatedSize[]; seed: SeedProduct; launchedAt: Date }[];
}

/** A flavour of a demo product, in English and Hindi: "Saffron Kumkumadi Glow Face Serum". */
const VARIANTS: readonly [string, string][] = [
  ['Saffron', 'केसर'],
  ['Rose', 'गुलाब'],
  ['Sandalwood', 'चंदन'],
  ['Neem', 'नीम'],
  ['Turmeric', 'हल्दी'],
  ['Tulsi', 'तुलसी'],
  ['Honey', 'शहद'],
  ['Coconut', 'नारियल'],
  ['Almond', 'बादाम'],
  ['Vetiver', 'खस'],
  ['Hibiscus', 'गुड़हल'],
  ['Amla', 'आंवला'],
  ['Jasmine', 'मोगरा'],
  ['Mint', 'पुदीना'],
  ['Ubtan', 'उबटन'],
  ['Green Tea', 'ग्रीन टी'],
  ['Vitamin C', 'विटामिन सी'],
  ['Charcoal', 'चारकोल'],
  ['Lemongrass', 'लेमनग्रास'],
  ['Kesar Chandan', 'केसर चंदन'],
];
const EDITIONS: readonly [string, string][] = [
  ['', ''],
  ['Travel Pack', 'ट्रैवल पैक'],
  ['Intense', 'इंटेंस'],
  ['Gentle', 'जेंटल'],
  ['Night', 'नाइट'],
];

export const productShapes = [
  shape(schema.products, [
    'id',
    'name',
    'slug',
    'sku',
    'categoryId',
    'subCategoryId',
    'image',
    'images',
    'shortDescription',
    'description',
    'benefits',
    'howToUse',
    'claims',
    'status',
    'availableForBundle',
    'deletedAt',
    'topSelling',
    'hsnCode',
    'gstRatePercent',
    'searchText',
    'searchCompact',
    'translations',
    'createdAt',
    'updatedAt',
  ]),
  shape(schema.productSizes, [
    'id',
    'productId',
    'title',
    'sku',
    'mrpPaise',
    'salePricePaise',
    'stock',
    'isBase',
    'position',
    'weightGrams',
    'lengthCm',
    'breadthCm',
    'heightCm',
    'createdAt',
    'updatedAt',
  ]),
  shape(schema.productIngredients, ['productId', 'ingredientId', 'position']),
] as const;

/** A price as brands set them: a round number of rupees ending in 9 (₹349, ₹1,299). */
function shelfPrice(paise: number): number {
  const rupeesOf = Math.max(99, Math.round(paise / 100 / 10) * 10 - 1);
  return rupees(rupeesOf);
}

export type CatalogBase = Awaited<ReturnType<typeof readCatalogBase>>;

/** The demo catalog the simulated one grows from, read before the load begins. */
export async function readCatalogBase(db: Db) {
  const baseProducts = await db.select().from(schema.products).orderBy(schema.products.sku);
  const baseSizes = await db.select().from(schema.productSizes).orderBy(schema.productSizes.position);
  const baseIngredients = await db
    .select({
      productId: schema.productIngredients.productId,
      ingredientId: schema.productIngredients.ingredientId,
      position: schema.productIngredients.position,
      name: schema.ingredients.name,
      translations: schema.ingredients.translations,
    })
    .from(schema.productIngredients)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, schema.productIngredients.ingredientId));
  return { baseProducts, baseSizes, baseIngredients };
}

/**
 * Grows the demo catalog to `target` products: flavours and editions of the demo's products, launched over the
 * shop's history (the demo's own at its start), some since discontinued or deleted. Answers every size on sale
 * with what an order line needs.
 */
export async function growCatalog(
  loader: BulkLoader,
  { baseProducts, baseSizes, baseIngredients }: CatalogBase,
  random: Random,
  seed: number,
  target: number,
  start: Date,
  until: Date,
): Promise<SimulatedCatalog> {
  const seedBySlug = new Map(demoProducts.map((product) => [product.slug, product]));
  const fallbackSeed = demoProducts[0] as SeedProduct;
  const catalog: SimulatedCatalog = { sizes: [], products: [] };

  const offer = (
    product: typeof schema.products.$inferSelect,
    sizes: (typeof schema.productSizes.$inferSelect)[],
    seed: SeedProduct,
    launchedAt: Date,
  ) => {
    if (!product.status || product.deletedAt) return;
    const offered = sizes.map((size) => ({
      productId: product.id,
      sizeId: size.id,
      productSlug: product.slug,
      sku: size.sku,
      name: product.name,
      sizeTitle: size.title,
      image: product.image,
      mrp: size.mrpPaise,
      sale: size.salePricePaise,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
      bundleable: product.availableForBundle,
      seed,
      launchedAt,
    }));
    catalog.sizes.push(...offered);
    catalog.products.push({ productId: product.id, sizes: offered, seed, launchedAt });
  };

  for (const product of baseProducts) {
    offer(
      product,
      baseSizes.filter((size) => size.productId === product.id),
      seedBySlug.get(product.slug) ?? fallbackSeed,
      start,
    );
  }

  const span = until.getTime() - start.getTime();
  const productId = idsFor(seed, 'products');
  const sizeId = idsFor(seed, 'product_sizes');
  for (let index = 0; baseProducts.length + index < target; index++) {
    const base = baseProducts[index % baseProducts.length] as (typeof baseProducts)[number];
    const round = Math.floor(index / baseProducts.length);
    const [variant, variantHi] = VARIANTS[round % VARIANTS.length] as [string, string];
    const [edition, editionHi] = EDITIONS[Math.floor(round / VARIANTS.length) % EDITIONS.length] as [
      string,
      string,
    ];
    const series = Math.floor(round / (VARIANTS.length * EDITIONS.length));
    const suffix = series > 0 ? ` ${series + 1}` : '';
    const name = `${variant} ${base.name}${edition ? ` ${edition}` : ''}${suffix}`;
    const hindiBase = base.translations.hi?.name;
    const nameHi = hindiBase
      ? `${variantHi} ${hindiBase}${editionHi ? ` ${editionHi}` : ''}${suffix}`
      : undefined;
    const ingredients = baseIngredients.filter((row) => row.productId === base.id);
    // Launches follow the shop's growth: more of them in later years.
    const launchedAt = new Date(start.getTime() + Math.floor(Math.sqrt(random()) * span * 0.97));
    const id = productId();
    const roll = random();
    const seed = seedBySlug.get(base.slug) ?? fallbackSeed;
    const product: typeof schema.products.$inferSelect = {
      ...base,
      id,
      name,
      slug: slugify(name),
      sku: `${base.sku}-${String(index + 1).padStart(4, '0')}`,
      // Some flavours were tried and taken off the shelf, a few deleted outright.
      status: roll >= 0.08,
      deletedAt:
        roll < 0.03
          ? new Date(launchedAt.getTime() + Math.floor(random() * (until.getTime() - launchedAt.getTime())))
          : null,
      topSelling: random() < 0.02,
      translations: nameHi ? { hi: { ...base.translations.hi, name: nameHi } } : {},
      ...productSearchText({
        name,
        shortDescription: base.shortDescription,
        ingredientNames: ingredients.map((row) => row.name),
        hindi: nameHi
          ? {
              name: nameHi,
              ...(base.translations.hi?.shortDescription
                ? { shortDescription: base.translations.hi.shortDescription }
                : {}),
              ingredientNames: ingredients.flatMap((row) => row.translations.hi?.name ?? []),
            }
          : undefined,
      }),
      createdAt: launchedAt,
      updatedAt: launchedAt,
    };
    await loader.add(schema.products, product);
    const priceFactor = 0.8 + random() * 0.5;
    const sizes = baseSizes
      .filter((size) => size.productId === base.id)
      .map((size) => {
        const mrpPaise = shelfPrice(size.mrpPaise * priceFactor);
        const salePricePaise =
          size.salePricePaise !== null
            ? Math.min(shelfPrice(size.salePricePaise * priceFactor), mrpPaise - 1000)
            : null;
        return {
          ...size,
          id: sizeId(),
          productId: id,
          sku: `${product.sku}-${size.sku.slice(base.sku.length + 1)}`,
          mrpPaise,
          salePricePaise: salePricePaise !== null && salePricePaise > 0 ? salePricePaise : null,
          stock: Math.floor(random() * 400),
          createdAt: launchedAt,
          updatedAt: launchedAt,
        };
      });
    for (const size of sizes) await loader.add(schema.productSizes, size);
    for (const row of ingredients) {
      await loader.add(schema.productIngredients, {
        productId: id,
        ingredientId: row.ingredientId,
        position: row.position,
      });
    }
    offer(product, sizes, seed, launchedAt);
  }
  return catalog;
}
