import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '@shop/shared';
import { blogAuthors, blogCategories, blogPosts } from './data/blog.ts';
import { categories } from './data/categories.ts';
import { blogCategoriesHi, blogJournalHi, blogPostsHi } from './data/hi/blog.ts';
import { carouselHi, categoriesHi, ingredientsHi } from './data/hi/catalog.ts';
import { carousel, showcase } from './data/home.ts';
import { ingredients } from './data/ingredients.ts';
import { products } from './data/products.ts';
import type { ProductKind, SeedProduct } from './data/types.ts';
import { registerDevanagariFonts } from './svg-art/devanagari-font.ts';
import {
  authorPhoto,
  blogCover,
  blogInline,
  carouselDesktop,
  carouselMobile,
  categoryImage,
  categoryListing,
  DEVANAGARI,
  type DrawnProduct,
  ingredientImage,
  logoSvg,
  placeholderImage,
  productFront,
  productTexture,
  productWithIngredients,
  showcaseImage,
  type Texture,
} from './svg-art/index.ts';

/** Paths under the uploads dir, exactly as stored in the database (no leading slash). */
export const imagePath = {
  product: (slug: string, n: number) => `products/${slug}-${n}.webp`,
  category: (slug: string) => `categories/${slug}.webp`,
  categoryListing: (slug: string) => `categories/${slug}-listing.webp`,
  ingredient: (slug: string) => `ingredients/${slug}.webp`,
  carousel: (key: string, device: 'desktop' | 'mobile') => `carousel/${key}-${device}.webp`,
  showcase: (position: number) => `showcase/${position}.webp`,
  blogCover: (slug: string) => `blog/${slug}.webp`,
  blogInline: (slug: string) => `blog/${slug}-inline.webp`,
  author: (key: string) => `authors/${key}.webp`,
  logo: 'brand/logo.svg',
  placeholder: 'brand/placeholder.webp',
};

/** The Hindi version of a lettered image sits beside the English one: `carousel/bundle-desktop.hi.webp`. */
export const hindiImagePath = (englishPath: string) => englishPath.replace(/\.webp$/, '.hi.webp');

// Bars and sticks have no texture shot worth showing, so they get two images instead of three.
const textureByKind: Record<ProductKind, boolean> = {
  bottle: true,
  dropper: true,
  tube: true,
  jar: true,
  pump: true,
  stick: false,
  bar: false,
};

const textureBySubCategory: Record<string, Texture> = {
  serum: 'drops',
  'hair-oil': 'drops',
  'face-wash': 'lather',
  shampoo: 'lather',
  conditioner: 'cream',
  'body-wash': 'lather',
};

export function productImagePaths(product: Pick<SeedProduct, 'slug' | 'kind'>): string[] {
  const count = textureByKind[product.kind] ? 3 : 2;
  return Array.from({ length: count }, (_, i) => imagePath.product(product.slug, i + 1));
}

interface ImageJob {
  path: string;
  /** SVG markup; rendered to WebP unless the path ends in .svg. */
  render: () => string;
  /** Lettered in Hindi: the Devanagari fonts must be registered first. */
  hindi?: true;
}

/** The Hindi twin of a lettered image's job, when there are Hindi words for it. */
function hindiJob(englishPath: string, render: (() => string) | null | undefined): ImageJob[] {
  return render ? [{ path: hindiImagePath(englishPath), render, hindi: true }] : [];
}

const productBySlug = new Map(products.map((p) => [p.slug, p]));
const ingredientByName = new Map(ingredients.map((i) => [i.name, i]));

function drawn(product: SeedProduct): DrawnProduct {
  return {
    slug: product.slug,
    name: product.name,
    kind: product.kind,
    color: product.color,
    sizeTitle: product.sizes[0]?.title ?? '',
  };
}

function drawnBySlug(slugs: string[]): DrawnProduct[] {
  return slugs.map((slug) => {
    const product = productBySlug.get(slug);
    if (!product) throw new Error(`Seed art refers to an unknown product: ${slug}`);
    return drawn(product);
  });
}

/** Every image the demo shop refers to, each with the SVG that draws it. */
export function demoImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];

  for (const product of products) {
    const art = drawn(product);
    const [front, second, third] = productImagePaths(product);
    const items = product.ingredients.map((name) => {
      const ingredient = ingredientByName.get(name);
      if (!ingredient) throw new Error(`${product.name} lists an unknown ingredient: ${name}`);
      return { name, color: ingredient.color, motif: ingredient.motif };
    });
    if (front) jobs.push({ path: front, render: () => productFront(art) });
    if (second) jobs.push({ path: second, render: () => productWithIngredients(art, items) });
    if (third) {
      const texture = textureBySubCategory[product.subCategory] ?? 'cream';
      jobs.push({ path: third, render: () => productTexture(art, texture) });
    }
  }

  for (const category of categories) {
    const picks = category.subCategories
      .map(
        (sub) =>
          products.find((p) => p.subCategory === sub.slug && p.topSelling) ??
          products.find((p) => p.subCategory === sub.slug),
      )
      .filter((p): p is SeedProduct => p !== undefined)
      .map(drawn);
    const three = [picks[1], picks[0], picks[2]].filter((p): p is DrawnProduct => p !== undefined);
    const hi = categoriesHi[category.slug];
    jobs.push(
      {
        path: imagePath.category(category.slug),
        render: () => categoryImage(category.name, category.tagline, category.color, three),
      },
      ...hindiJob(
        imagePath.category(category.slug),
        hi && (() => categoryImage(hi.name, hi.tagline, category.color, three, DEVANAGARI)),
      ),
      {
        path: imagePath.categoryListing(category.slug),
        render: () => categoryListing(category.name, category.tagline, category.color, picks),
      },
      ...hindiJob(
        imagePath.categoryListing(category.slug),
        hi && (() => categoryListing(hi.name, hi.tagline, category.color, picks, DEVANAGARI)),
      ),
    );
    for (const sub of category.subCategories) {
      const featured = products
        .filter((p) => p.subCategory === sub.slug)
        .slice(0, 2)
        .map(drawn);
      const subHi = hi?.subCategories[sub.slug];
      jobs.push(
        {
          path: imagePath.category(sub.slug),
          render: () => categoryImage(sub.name, category.name, sub.color, featured),
        },
        ...hindiJob(
          imagePath.category(sub.slug),
          hi && subHi ? () => categoryImage(subHi.name, hi.name, sub.color, featured, DEVANAGARI) : null,
        ),
      );
    }
  }

  for (const ingredient of ingredients) {
    const path = imagePath.ingredient(slugify(ingredient.name));
    const nameHi = ingredientsHi[ingredient.name]?.name;
    jobs.push(
      { path, render: () => ingredientImage(ingredient.name, ingredient.color, ingredient.motif) },
      ...hindiJob(
        path,
        nameHi ? () => ingredientImage(nameHi, ingredient.color, ingredient.motif, DEVANAGARI) : null,
      ),
    );
  }

  for (const item of carousel) {
    const featured = drawnBySlug(item.featured);
    const hi = carouselHi[item.key];
    jobs.push(
      {
        path: imagePath.carousel(item.key, 'desktop'),
        render: () => carouselDesktop(item.headline, item.subline, item.cta, item.color, featured),
      },
      ...hindiJob(
        imagePath.carousel(item.key, 'desktop'),
        hi && (() => carouselDesktop(hi.headline, hi.subline, hi.cta, item.color, featured, DEVANAGARI)),
      ),
      {
        path: imagePath.carousel(item.key, 'mobile'),
        render: () => carouselMobile(item.headline, item.subline, item.cta, item.color, featured),
      },
      ...hindiJob(
        imagePath.carousel(item.key, 'mobile'),
        hi && (() => carouselMobile(hi.headline, hi.subline, hi.cta, item.color, featured, DEVANAGARI)),
      ),
    );
  }

  for (const item of showcase) {
    const featured = drawnBySlug(item.featured);
    jobs.push({ path: imagePath.showcase(item.position), render: () => showcaseImage(item.color, featured) });
  }

  const categoryName = new Map(blogCategories.map((c) => [c.slug, c.name]));
  for (const post of blogPosts) {
    const featured = post.featuredProduct ? (drawnBySlug([post.featuredProduct])[0] ?? null) : null;
    const titleHi = blogPostsHi[post.slug]?.title;
    const categoryHi = blogCategoriesHi[post.category]?.name ?? '';
    jobs.push(
      {
        path: imagePath.blogCover(post.slug),
        render: () => blogCover(post.title, categoryName.get(post.category) ?? '', post.color, post.motif),
      },
      ...hindiJob(
        imagePath.blogCover(post.slug),
        titleHi
          ? () =>
              blogCover(titleHi, categoryHi, post.color, post.motif, DEVANAGARI, blogJournalHi, post.title)
          : null,
      ),
      {
        path: imagePath.blogInline(post.slug),
        render: () => blogInline(post.color, post.motif, featured),
      },
    );
  }

  for (const author of blogAuthors) {
    jobs.push({ path: imagePath.author(author.key), render: () => authorPhoto(author.name, author.color) });
  }

  jobs.push(
    { path: imagePath.placeholder, render: placeholderImage },
    { path: imagePath.logo, render: logoSvg },
  );
  return jobs;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function renderJob(uploadsDir: string, job: ImageJob): Promise<void> {
  const file = path.join(uploadsDir, job.path);
  await mkdir(path.dirname(file), { recursive: true });
  // Write beside the target and rename, so an interrupted seed never leaves a half file that a re-seed would skip.
  const temp = `${file}.${process.pid}.tmp`;
  try {
    const markup = job.render();
    if (job.path.endsWith('.svg')) {
      await writeFile(temp, markup);
    } else {
      // NOTE: sharp (libvips, tens of MB) loads only when an image is missing, not on every start with SEED_DEMO.
      const { default: sharp } = await import('sharp');
      await sharp(Buffer.from(markup)).webp({ quality: 82, effort: 2 }).toFile(temp);
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw new Error(`Could not render ${job.path}: ${(error as Error).message}`, { cause: error });
  }
}

export interface ImageStats {
  total: number;
  written: number;
  skipped: number;
  ms: number;
}

/** Renders every missing demo image, two at a time (the target machines have two cores). */
export async function ensureDemoImages(
  uploadsDir: string,
  options: { concurrency?: number; log?: (msg: string) => void } = {},
): Promise<ImageStats> {
  const started = performance.now();
  const jobs = demoImageJobs();
  const present = await Promise.all(jobs.map((job) => exists(path.join(uploadsDir, job.path))));
  const missing = jobs.filter((_, i) => !present[i]);
  // NOTE: before anything is rasterised: each of libvips's threads reads the font set once, on its first text.
  if (missing.some((job) => job.hindi)) await registerDevanagariFonts();
  let next = 0;
  const worker = async () => {
    for (let job = missing[next++]; job; job = missing[next++]) await renderJob(uploadsDir, job);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  const stats = {
    total: jobs.length,
    written: missing.length,
    skipped: jobs.length - missing.length,
    ms: Math.round(performance.now() - started),
  };
  options.log?.(`images: ${stats.written} written, ${stats.skipped} already present, ${stats.ms} ms`);
  return stats;
}
