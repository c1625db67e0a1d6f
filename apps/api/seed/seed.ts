import { randomUUID } from 'node:crypto';
import { brand, CLAIM_LABELS, escapeHtml, rupees, slugify, type Translations } from '@shop/shared';
import { eq, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { articleText } from '../src/modules/blog/sanitise-html.ts';
import { refreshSearchTerms } from '../src/modules/catalog/product-search.ts';
import { productSearchText } from '../src/modules/catalog/search-text.ts';
import { blogAuthors, blogCategories, blogPosts, INLINE_IMAGE_MARKER } from './data/blog.ts';
import { categories } from './data/categories.ts';
import { demoCoupons } from './data/coupons.ts';
import { blogAuthorsHi, blogCategoriesHi, blogPostsHi } from './data/hi/blog.ts';
import {
  carouselHi,
  categoriesHi,
  ingredientsHi,
  productsHi,
  promotionsHi,
  showcaseHi,
} from './data/hi/catalog.ts';
import { carousel, promotions, showcase } from './data/home.ts';
import { ingredients } from './data/ingredients.ts';
import { parcelForSizeTitle } from './data/parcels.ts';
import { products, sizeSku } from './data/products.ts';
import { generateReviews } from './data/reviews.ts';
import { users } from './data/users.ts';
import { ensureDemoImages, hindiImagePath, imagePath, productImagePaths } from './images.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
// Catalog rows are dated from the brand's launch, not the clock, so every seed is identical.
const CATALOG_LAUNCH = new Date('2024-11-01T10:00:00+05:30');

export interface SeedOptions {
  uploadsDir: string;
  log?: (msg: string) => void;
}

/**
 * Fills an empty database with the demo shop and renders its images into uploadsDir. When the catalog already has
 * products it inserts nothing, but still renders any image file that is missing.
 */
export async function seedDemoShop(
  db: Db,
  options: SeedOptions,
): Promise<{
  seeded: boolean;
  counts: Record<string, number>;
  /** Why a demo customer has another number than the demo's (see demoCustomerMobiles). */
  moved: string[];
}> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const [existing] = await db.select({ id: schema.products.id }).from(schema.products).limit(1);

  // PGlite works on the main thread and sharp on libuv threads, so rendering overlaps the inserts.
  const [images, inserted] = await Promise.allSettled([
    ensureDemoImages(options.uploadsDir, { log }),
    existing ? Promise.resolve(undefined) : insertDemoShop(db),
  ]);
  if (inserted.status === 'rejected') throw inserted.reason;
  if (images.status === 'rejected') throw images.reason;

  // Coupons arrived after the first catalogs were seeded: add any that are missing, whatever the catalog.
  await db.insert(schema.coupons).values(demoCoupons).onConflictDoNothing({ target: schema.coupons.code });
  const seeded = inserted.value !== undefined;
  if (seeded) await refreshSearchTerms(db);

  const counts = await countRows(db);
  counts.images = images.value.total;
  const moved = inserted.value ?? [];
  for (const line of moved) log(line);
  log(
    seeded
      ? `seeded the demo shop (${counts.products} products, ${counts.reviews} reviews, ${counts.blogPosts} posts) in ${Math.round(performance.now() - started)} ms`
      : `catalog already present, nothing inserted (${Math.round(performance.now() - started)} ms)`,
  );
  return { seeded, counts, moved };
}

/** Empties every table of the schema, for db:reset. Migrations stay applied. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return config.schema ? `"${config.schema}"."${config.name}"` : `"${config.name}"`;
    });
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = {
    categories: schema.categories,
    subCategories: schema.subCategories,
    ingredients: schema.ingredients,
    products: schema.products,
    productSizes: schema.productSizes,
    productIngredients: schema.productIngredients,
    users: schema.users,
    reviews: schema.reviews,
    blogAuthors: schema.blogAuthors,
    blogCategories: schema.blogCategories,
    blogPosts: schema.blogPosts,
    carouselItems: schema.carouselItems,
    categoryShowcase: schema.categoryShowcase,
    promotionTexts: schema.promotionTexts,
  };
  const counts: Record<string, number> = {};
  for (const [key, table] of Object.entries(tables)) counts[key] = await db.$count(table);
  return counts;
}

async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  // Well below PostgreSQL's 65,535 bind parameters per statement for every table here.
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(table).values(rows.slice(i, i + 500));
  }
}

function daysAfter(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/**
 * A row's `translations` from its Hindi texts (and the paths of its images lettered in Hindi): fields without one
 * are left out, so the shop shows the English text or image there; a record without any gets none.
 */
function hindi(texts: Record<string, string | null | undefined> | undefined): Translations {
  const kept = Object.fromEntries(
    Object.entries(texts ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
  return Object.keys(kept).length > 0 ? { hi: kept } : {};
}

/** A list written one line each, stored as the English one is: a line per item. */
function lines(items: readonly string[] | undefined): string | undefined {
  return items?.length ? items.join('\n') : undefined;
}

/**
 * The demo customers' numbers, 9000000001 onwards, except that a number an account already holds stays that
 * account's: `admin:create` may have made the first admin with it before the first start. That demo customer
 * moves, with their reviews, to the next number after the demo range that nobody holds, so the seed never stops on
 * a taken number and never puts a demo customer's reviews on a real account.
 */
async function demoCustomerMobiles(tx: Tx): Promise<{ mobiles: string[]; moved: string[] }> {
  const wanted = users.map((user) => user.mobile);
  const held = await tx
    .select({ mobile: schema.users.mobile })
    .from(schema.users)
    .where(inArray(schema.users.mobile, wanted));
  const taken = new Set(held.map((row) => row.mobile));
  let next = Number(wanted.at(-1)) + 1;
  const mobiles: string[] = [];
  const moved: string[] = [];
  for (const user of users) {
    if (!taken.has(user.mobile)) {
      mobiles.push(user.mobile);
      continue;
    }
    for (; ; next++) {
      const [holder] = await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.mobile, String(next)))
        .limit(1);
      if (!holder) break;
    }
    mobiles.push(String(next));
    moved.push(`${user.mobile} already has an account: the demo customer ${user.name} is ${next} instead`);
    next++;
  }
  return { mobiles, moved };
}

export function blogContentHtml(post: { slug: string; content: string; inlineAlt: string }): string {
  const alt = escapeHtml(post.inlineAlt);
  const figure = `<figure><img src="/uploads/${imagePath.blogInline(post.slug)}" alt="${alt}" width="800" height="450" loading="lazy"></figure>`;
  return post.content.replace(INLINE_IMAGE_MARKER, figure);
}

/** Inserts the demo shop; answers the demo customers it gave another number. */
async function insertDemoShop(db: Db): Promise<string[]> {
  const categoryRows: (typeof schema.categories.$inferInsert)[] = [];
  const subCategoryRows: (typeof schema.subCategories.$inferInsert)[] = [];
  const categoryIds = new Map<string, string>();
  for (const category of categories) {
    const id = randomUUID();
    categoryIds.set(category.slug, id);
    const categoryHi = categoriesHi[category.slug];
    categoryRows.push({
      id,
      name: category.name,
      slug: category.slug,
      image: imagePath.category(category.slug),
      listingImage: imagePath.categoryListing(category.slug),
      priority: category.priority,
      metaTitle: category.metaTitle,
      metaDescription: category.metaDescription,
      availableForBundle: true,
      translations: hindi({
        name: categoryHi?.name,
        metaTitle: categoryHi?.metaTitle,
        metaDescription: categoryHi?.metaDescription,
        image: categoryHi && hindiImagePath(imagePath.category(category.slug)),
        listingImage: categoryHi && hindiImagePath(imagePath.categoryListing(category.slug)),
      }),
      createdAt: CATALOG_LAUNCH,
      updatedAt: CATALOG_LAUNCH,
    });
    category.subCategories.forEach((sub, index) => {
      const subId = randomUUID();
      categoryIds.set(sub.slug, subId);
      subCategoryRows.push({
        id: subId,
        categoryId: id,
        name: sub.name,
        slug: sub.slug,
        image: imagePath.category(sub.slug),
        priority: index + 1,
        translations: hindi({
          name: categoryHi?.subCategories[sub.slug]?.name,
          image: categoryHi?.subCategories[sub.slug] && hindiImagePath(imagePath.category(sub.slug)),
        }),
        createdAt: CATALOG_LAUNCH,
        updatedAt: CATALOG_LAUNCH,
      });
    });
  }

  const ingredientIds = new Map<string, string>();
  const ingredientRows = ingredients.map((ingredient, index) => {
    const id = randomUUID();
    ingredientIds.set(ingredient.name, id);
    const slug = slugify(ingredient.name);
    return {
      id,
      name: ingredient.name,
      slug,
      image: imagePath.ingredient(slug),
      shortDescription: ingredient.shortDescription,
      priority: index + 1,
      translations: hindi({
        name: ingredientsHi[ingredient.name]?.name,
        shortDescription: ingredientsHi[ingredient.name]?.shortDescription,
        image: ingredientsHi[ingredient.name] && hindiImagePath(imagePath.ingredient(slug)),
      }),
      createdAt: CATALOG_LAUNCH,
      updatedAt: CATALOG_LAUNCH,
    } satisfies typeof schema.ingredients.$inferInsert;
  });

  const userIds = users.map(() => randomUUID());
  const userRows = users.map((user, index) => {
    const joined = daysAfter(CATALOG_LAUNCH, 30 + index * 11);
    return { id: userIds[index], ...user, createdAt: joined, updatedAt: joined };
  });

  const reviews = generateReviews(products);
  const productIds = new Map(products.map((product) => [product.slug, randomUUID()]));
  const reviewRows = reviews.map((review) => ({
    productId: productIds.get(review.productSlug) ?? '',
    userId: review.userIndex === null ? null : (userIds[review.userIndex] ?? null),
    displayName: review.displayName,
    rating: review.rating,
    reviewText: review.reviewText,
    reviewStatus: review.status,
    createdAt: review.createdAt,
    updatedAt: review.createdAt,
  }));

  const ratings = new Map<string, { sum: number; count: number }>();
  for (const review of reviews) {
    if (review.status !== 'ACTIVE') continue;
    const entry = ratings.get(review.productSlug) ?? { sum: 0, count: 0 };
    entry.sum += review.rating;
    entry.count += 1;
    ratings.set(review.productSlug, entry);
  }

  const productRows: (typeof schema.products.$inferInsert)[] = [];
  const sizeRows: (typeof schema.productSizes.$inferInsert)[] = [];
  const productIngredientRows: (typeof schema.productIngredients.$inferInsert)[] = [];
  products.forEach((product, index) => {
    const id = productIds.get(product.slug) ?? randomUUID();
    const categoryId = categoryIds.get(product.category);
    if (!categoryId) throw new Error(`${product.name}: unknown category ${product.category}`);
    const images = productImagePaths(product);
    const rating = ratings.get(product.slug);
    const created = daysAfter(CATALOG_LAUNCH, index * 3);
    const productHi = productsHi[product.slug];
    productRows.push({
      id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      categoryId,
      subCategoryId: categoryIds.get(product.subCategory) ?? null,
      image: images[0] ?? imagePath.placeholder,
      images,
      shortDescription: product.shortDescription,
      description: product.description,
      benefits: product.benefits.join('\n'),
      howToUse: product.howToUse.join('\n'),
      // Every demo product carries the brand's claims, as every product did before claims were chosen per product.
      claims: [...CLAIM_LABELS],
      metaTitle: `${product.name} | ${brand.name}`,
      metaDescription: product.shortDescription,
      topSelling: product.topSelling ?? false,
      // Cosmetics and toiletries all carry 18% GST.
      hsnCode: product.hsnCode,
      gstRatePercent: 18,
      salesCount: product.salesCount,
      averageRating: rating ? Math.round((rating.sum / rating.count) * 100) / 100 : 0,
      reviewCount: rating?.count ?? 0,
      translations: hindi({
        name: productHi?.name,
        shortDescription: productHi?.shortDescription,
        description: productHi?.description,
        benefits: lines(productHi?.benefits),
        howToUse: lines(productHi?.howToUse),
        metaTitle: productHi?.name && `${productHi.name} | ${brand.name}`,
        metaDescription: productHi?.shortDescription,
      }),
      ...productSearchText({
        name: product.name,
        shortDescription: product.shortDescription,
        ingredientNames: product.ingredients,
        hindi: {
          name: productHi?.name,
          shortDescription: productHi?.shortDescription,
          ingredientNames: product.ingredients.flatMap((name) => ingredientsHi[name]?.name ?? []),
        },
      }),
      createdAt: created,
      updatedAt: created,
    });
    product.sizes.forEach((size, position) => {
      sizeRows.push({
        productId: id,
        title: size.title,
        sku: sizeSku(product.sku, size.title),
        mrpPaise: rupees(size.mrp),
        salePricePaise: size.sale === null ? null : rupees(size.sale),
        stock: size.stock,
        isBase: position === 0,
        position,
        ...parcelForSizeTitle(size.title),
        createdAt: created,
        updatedAt: created,
      });
    });
    product.ingredients.forEach((name, position) => {
      const ingredientId = ingredientIds.get(name);
      if (!ingredientId) throw new Error(`${product.name}: unknown ingredient ${name}`);
      productIngredientRows.push({ productId: id, ingredientId, position });
    });
  });

  const authorIds = new Map(blogAuthors.map((author) => [author.key, randomUUID()]));
  const authorRows = blogAuthors.map((author) => ({
    id: authorIds.get(author.key),
    name: author.name,
    bio: author.bio,
    profilePhoto: imagePath.author(author.key),
    translations: hindi({ name: blogAuthorsHi[author.key]?.name, bio: blogAuthorsHi[author.key]?.bio }),
    createdAt: CATALOG_LAUNCH,
  }));
  const blogCategoryIds = new Map(blogCategories.map((category) => [category.slug, randomUUID()]));
  const blogCategoryRows = blogCategories.map((category, index) => ({
    id: blogCategoryIds.get(category.slug),
    name: category.name,
    slug: category.slug,
    metaDescription: category.metaDescription,
    priority: index + 1,
    translations: hindi({
      name: blogCategoriesHi[category.slug]?.name,
      metaDescription: blogCategoriesHi[category.slug]?.metaDescription,
    }),
    createdAt: CATALOG_LAUNCH,
  }));
  const postRows = blogPosts.map((post) => {
    const authorId = authorIds.get(post.author);
    const categoryId = blogCategoryIds.get(post.category);
    if (!authorId || !categoryId) throw new Error(`Blog post ${post.slug}: unknown author or category`);
    const content = blogContentHtml(post);
    const postHi = blogPostsHi[post.slug];
    const translations = hindi({
      title: postHi?.title,
      coverImage: postHi?.title && hindiImagePath(imagePath.blogCover(post.slug)),
      excerpt: postHi?.excerpt,
      metaTitle: postHi?.metaTitle,
      description: postHi?.description,
      content:
        postHi?.content &&
        blogContentHtml({
          slug: post.slug,
          content: postHi.content,
          inlineAlt: postHi.inlineAlt || post.inlineAlt,
        }),
    });
    const updated = new Date(`${post.updatedAt}T09:30:00+05:30`);
    return {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      coverImage: imagePath.blogCover(post.slug),
      content,
      metaTitle: post.metaTitle,
      description: post.description,
      authorId,
      categoryId,
      translations,
      searchText: articleText(
        [
          post.title,
          post.excerpt,
          content,
          translations.hi?.title,
          translations.hi?.excerpt,
          translations.hi?.content,
        ]
          .filter(Boolean)
          .join(' '),
      ),
      createdAt: updated,
      updatedAt: updated,
    } satisfies typeof schema.blogPosts.$inferInsert;
  });

  const promotionRows = promotions.map((promotion, index) => ({
    title: promotion.title,
    link: promotion.link,
    location: promotion.location,
    priority: index + 1,
    translations: hindi({ title: promotionsHi[promotion.title] }),
    createdAt: CATALOG_LAUNCH,
  }));
  const carouselRows = carousel.flatMap((item, index) =>
    (['DESKTOP', 'MOBILE'] as const).map((device) => {
      const image = imagePath.carousel(item.key, device === 'DESKTOP' ? 'desktop' : 'mobile');
      return {
        image,
        alt: item.alt,
        buttonLink: item.buttonLink,
        targetDevice: device,
        priority: index + 1,
        translations: hindi({
          alt: carouselHi[item.key]?.alt,
          image: carouselHi[item.key] && hindiImagePath(image),
        }),
        createdAt: CATALOG_LAUNCH,
      };
    }),
  );
  const showcaseRows = showcase.map((item) => ({
    position: item.position,
    image: imagePath.showcase(item.position),
    title: item.title,
    buttonLink: item.buttonLink,
    translations: hindi({ title: showcaseHi[item.position]?.title }),
    createdAt: CATALOG_LAUNCH,
  }));

  return db.transaction(async (tx) => {
    await insertRows(tx, schema.categories, categoryRows);
    await insertRows(tx, schema.subCategories, subCategoryRows);
    await insertRows(tx, schema.ingredients, ingredientRows);
    await insertRows(tx, schema.products, productRows);
    await insertRows(tx, schema.productSizes, sizeRows);
    await insertRows(tx, schema.productIngredients, productIngredientRows);
    const { mobiles, moved } = await demoCustomerMobiles(tx);
    await insertRows(
      tx,
      schema.users,
      userRows.map((row, index) => ({ ...row, mobile: mobiles[index] ?? row.mobile })),
    );
    await insertRows(tx, schema.reviews, reviewRows);
    await insertRows(tx, schema.blogAuthors, authorRows);
    await insertRows(tx, schema.blogCategories, blogCategoryRows);
    await insertRows(tx, schema.blogPosts, postRows);
    await insertRows(tx, schema.promotionTexts, promotionRows);
    await insertRows(tx, schema.carouselItems, carouselRows);
    await insertRows(tx, schema.categoryShowcase, showcaseRows);
    return moved;
  });
}
