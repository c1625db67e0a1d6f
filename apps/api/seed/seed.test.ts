import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TRANSLATABLE_IMAGES, type Translations } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema.ts';
import { AuditLogService } from '../src/modules/audit/audit-log.service.ts';
import { UsersService } from '../src/modules/users/users.service.ts';
import { categories } from './data/categories.ts';
import { blogPostsHi } from './data/hi/blog.ts';
import { categoriesHi, ingredientsHi, productsHi } from './data/hi/catalog.ts';
import { contentsGrams, parcelForSizeTitle } from './data/parcels.ts';
import { products as seedProducts } from './data/products.ts';
import { generateReviews } from './data/reviews.ts';
import { users as demoUsers } from './data/users.ts';
import { resetDatabase, seedDemoShop } from './seed.ts';
import { demoSeedInPlace, stampDemoSeed } from './seed-stamp.ts';

let database: Database;
let uploadsDir: string;
let first: Awaited<ReturnType<typeof seedDemoShop>>;

async function isWebp(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(12);
    await handle.read(header, 0, 12, 0);
    return header.toString('ascii', 0, 4) === 'RIFF' && header.toString('ascii', 8, 12) === 'WEBP';
  } finally {
    await handle.close();
  }
}

describe('seedDemoShop', () => {
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-seed-'));
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database);
    first = await seedDemoShop(database.db, { uploadsDir });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('fills every part of the shop with at least the demo minimums', () => {
    const { counts } = first;
    expect(first.seeded).toBe(true);
    expect(counts.categories).toBe(3);
    expect(counts.subCategories).toBe(12);
    expect(counts.products).toBeGreaterThanOrEqual(54);
    expect(counts.ingredients).toBeGreaterThanOrEqual(15);
    expect(counts.reviews).toBeGreaterThanOrEqual(300);
    expect(counts.users).toBeGreaterThanOrEqual(20);
    expect(counts.blogAuthors).toBe(3);
    expect(counts.blogCategories).toBeGreaterThanOrEqual(4);
    expect(counts.blogPosts).toBeGreaterThanOrEqual(12);
    expect(counts.carouselItems).toBe(6);
    expect(counts.categoryShowcase).toBe(4);
    expect(counts.promotionTexts).toBe(5);
  });

  it('puts products in all 12 sub-categories, with sizes, prices and ingredients that make sense', async () => {
    const { db } = database;
    const perSubCategory = await db
      .select({ slug: schema.subCategories.slug, n: sql<number>`count(${schema.products.id})::int` })
      .from(schema.subCategories)
      .leftJoin(schema.products, eq(schema.products.subCategoryId, schema.subCategories.id))
      .groupBy(schema.subCategories.slug);
    expect(perSubCategory).toHaveLength(12);
    for (const row of perSubCategory) expect(row.n, row.slug).toBeGreaterThanOrEqual(1);

    const sizes = await db.select().from(schema.productSizes);
    const links = await db.select().from(schema.productIngredients);
    const products = await db.select().from(schema.products);
    let discounted = 0;
    let outOfStock = 0;
    for (const product of products) {
      const own = sizes.filter((s) => s.productId === product.id).sort((a, b) => a.position - b.position);
      expect(own.length, product.name).toBeGreaterThanOrEqual(1);
      expect(own.length, product.name).toBeLessThanOrEqual(3);
      expect(own.filter((s) => s.isBase).map((s) => s.position)).toEqual([0]);
      for (const size of own) {
        expect(Number.isInteger(size.mrpPaise)).toBe(true);
        if (size.salePricePaise !== null) expect(size.salePricePaise).toBeLessThan(size.mrpPaise);
      }
      const base = own[0];
      if (base?.salePricePaise !== null && base?.salePricePaise !== undefined) discounted++;
      if (own.every((s) => s.stock === 0)) outOfStock++;
      const ingredientCount = links.filter((l) => l.productId === product.id).length;
      expect(ingredientCount, product.name).toBeGreaterThanOrEqual(3);
      expect(ingredientCount, product.name).toBeLessThanOrEqual(6);
      expect(product.image).toBe(product.images[0]);
      expect(product.searchCompact).not.toBe('');
    }
    expect(discounted / products.length).toBeGreaterThan(0.6);
    expect(discounted).toBeLessThan(products.length);
    expect(outOfStock).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.topSelling).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every size a packed weight and box its title makes believable', async () => {
    const sizes = await database.db.select().from(schema.productSizes);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) {
      const contents = contentsGrams(size.title);
      expect(contents, size.title).not.toBeNull();
      // More than the contents, by the pack; never more than double plus a carton.
      expect(size.weightGrams, size.title).toBeGreaterThan(contents as number);
      expect(size.weightGrams, size.title).toBeLessThanOrEqual(2 * (contents as number) + 100);
      const volume = size.lengthCm * size.breadthCm * size.heightCm;
      expect(volume, size.title).toBeGreaterThanOrEqual(contents as number);
    }
    const byTitle = (title: string) => sizes.find((size) => size.title === title);
    expect(byTitle('30 ml')).toMatchObject({ weightGrams: 120, lengthCm: 12, breadthCm: 5, heightCm: 5 });
    expect(byTitle('200 ml')).toMatchObject({ weightGrams: 260 });
    expect(byTitle('100 g')).toMatchObject({ weightGrams: 150 });
    expect(parcelForSizeTitle('3 x 125 g').weightGrams).toBeGreaterThan(375);
    expect(() => parcelForSizeTitle('Travel pack')).toThrow('names no ml or g');
  });

  it('gives haircare HSN 3305, skincare 3304 and skin washes 3401, all at 18% GST', async () => {
    const rows = await database.db
      .select({
        category: schema.categories.slug,
        subCategory: schema.subCategories.slug,
        hsnCode: schema.products.hsnCode,
        gstRatePercent: schema.products.gstRatePercent,
      })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
      .innerJoin(schema.subCategories, eq(schema.subCategories.id, schema.products.subCategoryId));
    const expected = (row: (typeof rows)[number]) =>
      row.subCategory === 'face-wash' || row.subCategory === 'body-wash'
        ? '3401'
        : row.category === 'hair-care'
          ? '3305'
          : '3304';
    for (const row of rows) {
      expect(row.hsnCode, row.subCategory).toBe(expected(row));
      expect(row.gstRatePercent).toBe(18);
    }
    expect(new Set(rows.map((row) => row.hsnCode))).toEqual(new Set(['3304', '3305', '3401']));
  });

  it('finds products by the typos shoppers make', async () => {
    for (const query of ['aloevera', 'kumkumdi', 'shampo']) {
      const found = await database.db
        .select({ name: schema.products.name })
        .from(schema.products)
        .where(
          sql`${query} <% ${schema.products.searchText} or ${query} <% ${schema.products.searchCompact}`,
        );
      expect(found.length, query).toBeGreaterThan(0);
    }
  });

  it('keeps each average rating equal to the mean of its ACTIVE reviews', async () => {
    const stats = await database.db
      .select({
        productId: schema.reviews.productId,
        mean: sql<string>`avg(${schema.reviews.rating})`,
        n: sql<number>`count(*)::int`,
      })
      .from(schema.reviews)
      .where(eq(schema.reviews.reviewStatus, 'ACTIVE'))
      .groupBy(schema.reviews.productId);
    const products = await database.db.select().from(schema.products);
    expect(stats.length).toBeGreaterThan(50);
    for (const stat of stats) {
      const product = products.find((p) => p.id === stat.productId);
      expect(product?.averageRating).toBeCloseTo(Math.round(Number(stat.mean) * 100) / 100, 5);
      expect(product?.reviewCount).toBe(stat.n);
    }

    const byStatus = await database.db
      .select({ status: schema.reviews.reviewStatus, n: sql<number>`count(*)::int` })
      .from(schema.reviews)
      .groupBy(schema.reviews.reviewStatus);
    const count = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
    expect(count('PENDING')).toBeGreaterThan(0);
    expect(count('REJECTED')).toBeGreaterThan(0);
    expect(count('ACTIVE')).toBeGreaterThan(count('PENDING') * 4);
  });

  it('generates the same reviews on every run', () => {
    expect(generateReviews(seedProducts)).toEqual(generateReviews(seedProducts));
  });

  it('writes blog posts with real HTML in every category', async () => {
    const posts = await database.db.select().from(schema.blogPosts);
    const postCategories = new Set(posts.map((p) => p.categoryId));
    expect(postCategories.size).toBeGreaterThanOrEqual(4);
    for (const categoryId of postCategories) {
      expect(posts.filter((p) => p.categoryId === categoryId).length).toBeGreaterThanOrEqual(2);
    }
    for (const post of posts) {
      expect(post.content, post.slug).toContain('<h2>');
      expect(post.content, post.slug).toContain('<p>');
      expect(post.content, post.slug).toMatch(/<(ul|ol)>/);
      expect(post.content, post.slug).toContain(`<img src="/uploads/blog/${post.slug}-inline.webp"`);
      expect(post.content).not.toContain('{{');
      expect(post.searchText).not.toMatch(/<[a-z]/);
      const words = post.searchText.split(' ').length;
      expect(words, post.slug).toBeGreaterThan(400);
    }
  });

  it('renders every image the database refers to as a real WebP file', async () => {
    const { db } = database;
    const paths = new Set<string>();
    const add = (value: string | null) => {
      if (value) paths.add(value);
    };
    for (const row of await db.select().from(schema.categories)) {
      add(row.image);
      add(row.listingImage);
    }
    for (const row of await db.select().from(schema.subCategories)) add(row.image);
    for (const row of await db.select().from(schema.ingredients)) add(row.image);
    for (const row of await db.select().from(schema.products)) {
      add(row.image);
      for (const image of row.images) add(image);
      expect(row.images.length).toBeGreaterThanOrEqual(2);
    }
    for (const row of await db.select().from(schema.blogAuthors)) add(row.profilePhoto);
    for (const row of await db.select().from(schema.blogPosts)) {
      add(row.coverImage);
      for (const match of row.content.matchAll(/src="\/uploads\/([^"]+)"/g)) add(match[1] ?? null);
    }
    for (const row of await db.select().from(schema.carouselItems)) add(row.image);
    for (const row of await db.select().from(schema.categoryShowcase)) add(row.image);

    expect(paths.size).toBeGreaterThan(200);
    for (const image of paths) {
      expect(image.startsWith('/'), image).toBe(false);
      expect(await isWebp(path.join(uploadsDir, image)), image).toBe(true);
    }
    expect(await isWebp(path.join(uploadsDir, 'brand/placeholder.webp'))).toBe(true);
  });

  it('gives every lettered image a Hindi version, lettered in Hindi beside it on disk', async () => {
    const { db } = database;
    const lettered = [
      ['category', await db.select().from(schema.categories)],
      ['subCategory', await db.select().from(schema.subCategories)],
      ['ingredient', await db.select().from(schema.ingredients)],
      ['carouselItem', await db.select().from(schema.carouselItems)],
      ['blogPost', await db.select().from(schema.blogPosts)],
    ] as const;
    let checked = 0;
    for (const [kind, rows] of lettered) {
      for (const row of rows as unknown as (Record<string, unknown> & { translations: Translations })[]) {
        for (const field of Object.keys(TRANSLATABLE_IMAGES[kind])) {
          const english = row[field] as string;
          const hindi = row.translations.hi?.[field];
          expect(hindi, `${kind} ${english} has no Hindi image`).toBe(english.replace(/\.webp$/, '.hi.webp'));
          expect(await isWebp(path.join(uploadsDir, hindi ?? '')), hindi).toBe(true);
          checked++;
        }
      }
    }
    // 3 categories (image and banner), 12 sub-categories, the ingredients, 6 banners, 13 posts.
    expect(checked).toBeGreaterThanOrEqual(6 + 12 + 15 + 6 + 13);
  });

  it('links the home page to pages that exist', async () => {
    const slugs = new Set(seedProducts.map((p) => p.slug));
    const categoryPaths = new Set(
      categories.flatMap((c) => [
        `/category/${c.slug}`,
        ...c.subCategories.map((s) => `/category/${c.slug}/${s.slug}`),
      ]),
    );
    const links = [
      ...(await database.db.select().from(schema.carouselItems)).map((r) => r.buttonLink),
      ...(await database.db.select().from(schema.categoryShowcase)).map((r) => r.buttonLink),
    ];
    for (const link of links) {
      const product = link.match(/^\/product\/(.+)$/)?.[1];
      const known = product ? slugs.has(product) : categoryPaths.has(link) || link === '/build-your-bundle';
      expect(known, link).toBe(true);
    }
  });

  // The Hindi files may be empty or full: each record gets exactly the Hindi texts written for it, and one with
  // none gets none, so the shop shows its English text.
  it("writes each record's Hindi texts, as written, into its translations", async () => {
    const { db } = database;
    const productRows = await db
      .select({ slug: schema.products.slug, translations: schema.products.translations })
      .from(schema.products);
    expect(productRows.length).toBeGreaterThan(0);
    for (const row of productRows) {
      const written = productsHi[row.slug];
      if (!written?.name) {
        expect(row.translations.hi?.name).toBeUndefined();
        continue;
      }
      expect(row.translations.hi?.name).toBe(written.name);
      expect(row.translations.hi?.description).toBe(written.description || undefined);
      // Benefits and steps are stored one a line, as the English ones are.
      expect(row.translations.hi?.benefits).toBe(written.benefits.join('\n') || undefined);
      expect(row.translations.hi?.howToUse).toBe(written.howToUse.join('\n') || undefined);
    }
    const categoryRows = await db
      .select({ slug: schema.categories.slug, translations: schema.categories.translations })
      .from(schema.categories);
    for (const row of categoryRows) {
      expect(row.translations.hi?.name).toBe(categoriesHi[row.slug]?.name || undefined);
    }
    const ingredientRows = await db
      .select({ name: schema.ingredients.name, translations: schema.ingredients.translations })
      .from(schema.ingredients);
    for (const row of ingredientRows) {
      expect(row.translations.hi?.name).toBe(ingredientsHi[row.name]?.name || undefined);
    }
    const postRows = await db
      .select({ slug: schema.blogPosts.slug, translations: schema.blogPosts.translations })
      .from(schema.blogPosts);
    for (const row of postRows) {
      const written = blogPostsHi[row.slug];
      expect(row.translations.hi?.title).toBe(written?.title || undefined);
      // The Hindi article gets the same inline figure as the English one, in place of the marker.
      if (written?.content) expect(row.translations.hi?.content).toContain('<figure><img src="/uploads/');
      else expect(row.translations.hi?.content).toBeUndefined();
    }
  });

  it('inserts nothing the second time and leaves the counts unchanged', async () => {
    const second = await seedDemoShop(database.db, { uploadsDir });
    expect(second.seeded).toBe(false);
    expect(second.counts).toEqual(first.counts);
  });

  // docs/admin.md#the-first-admin: admin:create may run before the first start, with any number.
  it('leaves the demo data unloaded at start only with a catalog and the stamp of this build', async () => {
    expect(await demoSeedInPlace(database.db, uploadsDir, undefined)).toBe(false);
    expect(await demoSeedInPlace(database.db, uploadsDir, 'build-a')).toBe(false);
    await stampDemoSeed(uploadsDir, 'build-a');
    expect(await demoSeedInPlace(database.db, uploadsDir, 'build-a')).toBe(true);
    // Another build's demo data may differ: it loads the module and adds what is missing.
    expect(await demoSeedInPlace(database.db, uploadsDir, 'build-b')).toBe(false);
    const empty = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(empty);
      expect(await demoSeedInPlace(empty.db, uploadsDir, 'build-a')).toBe(false);
    } finally {
      await empty.close();
    }
  });

  it("seeds a shop whose first admin already holds a demo customer's number, leaving the admin as they are", async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(fresh);
      const accounts = new UsersService(fresh.db, new AuditLogService(fresh.db));
      const { account } = await accounts.createOrPromoteAdmin('9000000001', 'Shop Owner');
      const seeded = await seedDemoShop(fresh.db, { uploadsDir });
      expect(seeded.seeded).toBe(true);
      expect(seeded.counts.users).toBe((first.counts.users ?? 0) + 1);
      expect(seeded.counts.reviews).toBe(first.counts.reviews);

      const [admin] = await fresh.db.select().from(schema.users).where(eq(schema.users.id, account._id));
      expect(admin).toMatchObject({ mobile: '9000000001', name: 'Shop Owner', role: 'ADMIN' });
      expect(await fresh.db.$count(schema.reviews, eq(schema.reviews.userId, account._id))).toBe(0);
      // The demo customer moved past the demo range, with their reviews.
      const [moved] = await fresh.db.select().from(schema.users).where(eq(schema.users.name, 'Priya Sharma'));
      expect(moved).toMatchObject({ mobile: String(9000000001 + demoUsers.length), role: 'CUSTOMER' });
      const theirs = generateReviews(seedProducts).filter((review) => review.userIndex === 0).length;
      expect(theirs).toBeGreaterThan(0);
      expect(await fresh.db.$count(schema.reviews, eq(schema.reviews.userId, moved?.id ?? ''))).toBe(theirs);
      expect(seeded.moved).toEqual([
        `9000000001 already has an account: the demo customer Priya Sharma is ${moved?.mobile} instead`,
      ]);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('empties every table on reset', async () => {
    await resetDatabase(database.db);
    expect(await database.db.$count(schema.products)).toBe(0);
    expect(await database.db.$count(schema.categories)).toBe(0);
    expect(await database.db.$count(schema.blogPosts)).toBe(0);
  });
});
