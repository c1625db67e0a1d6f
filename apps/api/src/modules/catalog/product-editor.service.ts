import { type ProductPayload, ProductSchema, type TranslationState } from '@shop/shared';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  categories,
  ingredients,
  productIngredients,
  productSizes,
  products,
  subCategories,
} from '../../db/schema.ts';
import { translationStateSql } from '../../db/translations.ts';
import { type FieldErrors, NotFoundError, UserInputError } from '../../domain/errors.ts';
import { listPage, type Page, type Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { type Tx, uniqueAsFieldError } from '../audit/audited-change.ts';
import { refreshSearchTerms } from './product-search.ts';
import { productSearchText } from './search-text.ts';

export interface AdminProductFilter extends Paging {
  search?: string | undefined;
  categoryId?: string | undefined;
  status?: boolean | undefined;
  outOfStock?: boolean | undefined;
  topSelling?: boolean | undefined;
  /** How complete the Hindi version is. */
  translation?: TranslationState | undefined;
}

/** A row of the back office's product list. */
export interface AdminProductRow {
  _id: string;
  name: string;
  slug: string;
  sku: string;
  image: string;
  category: { _id: string; name: string };
  baseMrp: number | null;
  baseSalePrice: number | null;
  /** Units in stock over every size. */
  stock: number;
  outOfStock: boolean;
  status: boolean;
  topSelling: boolean;
  translationState: TranslationState;
}

/** A product as its edit form shows it: the body a write takes, with ids. */
export type EditableProduct = Omit<ProductPayload, 'sizes'> & {
  _id: string;
  sizes: (ProductPayload['sizes'][number] & { _id: string })[];
  updatedAt: string;
};

const FIELD_OF_UNIQUE_INDEX: Record<string, string> = {
  products_slug_key: 'slug',
  products_sku_key: 'sku',
  product_sizes_sku_key: 'sizes',
};

const UNIQUE_MESSAGE: Record<string, string> = {
  slug: 'Another product already uses this slug',
  sku: 'Another product already uses this SKU',
  sizes: 'Another product already uses one of these SKUs',
};

/**
 * The back office's product writes (ProductsService keeps the public reads). Every write runs in one transaction
 * with its audit row, then refreshes the search vocabulary and empties the catalog cache.
 */
export class ProductEditorService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
    private readonly onCatalogChange: () => void,
  ) {}

  async list(filter: AdminProductFilter): Promise<Page<AdminProductRow>> {
    const conditions: SQL[] = [isNull(products.deletedAt)];
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      const sizeSku = this.db
        .select({ one: sql`1` })
        .from(productSizes)
        .where(and(eq(productSizes.productId, products.id), ilike(productSizes.sku, pattern)));
      conditions.push(
        or(ilike(products.name, pattern), ilike(products.sku, pattern), exists(sizeSku)) as SQL,
      );
    }
    if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
    if (filter.status !== undefined) conditions.push(eq(products.status, filter.status));
    if (filter.topSelling !== undefined) conditions.push(eq(products.topSelling, filter.topSelling));
    const inStock = this.db
      .select({ one: sql`1` })
      .from(productSizes)
      .where(and(eq(productSizes.productId, products.id), sql`${productSizes.stock} > 0`));
    if (filter.outOfStock === true) conditions.push(notExists(inStock));
    if (filter.outOfStock === false) conditions.push(exists(inStock));
    const translationState = translationStateSql('product', products);
    if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
    const where = and(...conditions);
    const stock = sql<number>`(select coalesce(sum(${productSizes.stock}), 0)::int from ${productSizes} where ${productSizes.productId} = ${products.id})`;
    return listPage(
      filter,
      {
        rows: ({ limit, offset }) =>
          this.db
            .select({
              product: {
                id: products.id,
                name: products.name,
                slug: products.slug,
                sku: products.sku,
                image: products.image,
                status: products.status,
                topSelling: products.topSelling,
              },
              category: { id: categories.id, name: categories.name },
              baseMrp: productSizes.mrpPaise,
              baseSalePrice: productSizes.salePricePaise,
              stock,
              translationState,
            })
            .from(products)
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .leftJoin(
              productSizes,
              and(eq(productSizes.productId, products.id), eq(productSizes.isBase, true)),
            )
            .where(where)
            .orderBy(desc(products.updatedAt), asc(products.name))
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ value: sql<number>`count(*)::int` }).from(products).where(where),
      },
      (row) => ({
        _id: row.product.id,
        name: row.product.name,
        slug: row.product.slug,
        sku: row.product.sku,
        image: row.product.image,
        category: { _id: row.category.id, name: row.category.name },
        baseMrp: row.baseMrp,
        baseSalePrice: row.baseSalePrice,
        stock: row.stock,
        outOfStock: row.stock <= 0,
        status: row.product.status,
        topSelling: row.product.topSelling,
        translationState: row.translationState,
      }),
    );
  }

  async get(id: string): Promise<EditableProduct> {
    const product = await this.read(this.db, id);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  async create(actor: Actor, payload: ProductPayload): Promise<EditableProduct> {
    const created = await this.write(async (tx) => {
      const searchable = await this.checkReferences(tx, null, payload);
      const [row] = await tx
        .insert(products)
        .values({ ...productColumns(payload), ...searchable })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned no row');
      await this.saveChildren(tx, row.id, payload);
      const after = await this.readOrFail(tx, row.id);
      await this.audit.record(tx, actor, {
        action: 'create',
        entityType: 'product',
        entityId: row.id,
        after,
      });
      return after;
    });
    await this.afterChange();
    return created;
  }

  /**
   * Changes the fields the body names; the others keep their values. The merged product is validated as a whole,
   * so a new MRP below the saved sale price is refused as it would be on create.
   */
  async update(actor: Actor, id: string, changes: Record<string, unknown>): Promise<EditableProduct> {
    const updated = await this.write(async (tx) => {
      const before = await this.read(tx, id, true);
      if (!before) throw new NotFoundError('Product not found');
      const { _id, updatedAt, ...saved } = before;
      const payload = parseProduct({ ...saved, ...changes });
      const searchable = await this.checkReferences(tx, id, payload);
      await tx
        .update(products)
        .set({ ...productColumns(payload), ...searchable, updatedAt: new Date() })
        .where(eq(products.id, id));
      await this.saveChildren(tx, id, payload, before);
      const after = await this.readOrFail(tx, id);
      await this.audit.record(tx, actor, {
        action: 'update',
        entityType: 'product',
        entityId: id,
        before,
        after,
      });
      return after;
    });
    await this.afterChange();
    return updated;
  }

  /**
   * Soft delete: the row stays for the orders that name it, hidden from every public list. Its slug and SKUs get a
   * suffix so that a new product may take them.
   */
  async remove(actor: Actor, id: string): Promise<void> {
    await this.write(async (tx) => {
      const before = await this.read(tx, id, true);
      if (!before) throw new NotFoundError('Product not found');
      const suffix = `-deleted-${Date.now().toString(36)}`;
      await tx
        .update(products)
        .set({
          status: false,
          deletedAt: new Date(),
          slug: `${before.slug}${suffix}`,
          sku: `${before.sku}${suffix}`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      await tx
        .update(productSizes)
        .set({ sku: sql`${productSizes.sku} || ${suffix}` })
        .where(eq(productSizes.productId, id));
      await this.audit.record(tx, actor, { action: 'delete', entityType: 'product', entityId: id, before });
    });
    await this.afterChange();
  }

  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      throw uniqueAsFieldError(error, (index) => {
        const field = FIELD_OF_UNIQUE_INDEX[index] ?? 'slug';
        return { field, message: UNIQUE_MESSAGE[field] ?? 'Already in use' };
      });
    }
  }

  private async afterChange(): Promise<void> {
    await refreshSearchTerms(this.db);
    this.onCatalogChange();
  }

  /**
   * Refuses, with the field to blame, what the database would refuse less helpfully: unknown or mismatched
   * taxonomy, and slugs or SKUs another product holds. Returns the product's search columns.
   */
  private async checkReferences(tx: Tx, id: string | null, payload: ProductPayload) {
    const errors: FieldErrors = {};
    const otherProduct = id ? ne(products.id, id) : undefined;
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, payload.category));
    if (!category) errors.category = 'Choose a category from the list';
    if (payload.subCategory) {
      const [sub] = await tx
        .select({ categoryId: subCategories.categoryId })
        .from(subCategories)
        .where(eq(subCategories.id, payload.subCategory));
      if (!sub) errors.subCategory = 'Choose a sub-category from the list';
      else if (category && sub.categoryId !== payload.category)
        errors.subCategory = 'This sub-category belongs to another category';
    }
    const named = payload.ingredients.length
      ? await tx
          .select({ id: ingredients.id, name: ingredients.name, translations: ingredients.translations })
          .from(ingredients)
          .where(inArray(ingredients.id, payload.ingredients))
      : [];
    if (named.length !== payload.ingredients.length) errors.ingredients = 'Choose ingredients from the list';
    const [slugTaken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, payload.slug), otherProduct));
    if (slugTaken) errors.slug = UNIQUE_MESSAGE.slug as string;
    const [skuTaken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sku, payload.sku), otherProduct));
    if (skuTaken) errors.sku = UNIQUE_MESSAGE.sku as string;
    const sizeSkus = payload.sizes.map((size) => size.sku);
    const takenSizeSkus = await tx
      .select({ sku: productSizes.sku })
      .from(productSizes)
      .where(and(inArray(productSizes.sku, sizeSkus), id ? ne(productSizes.productId, id) : undefined));
    const taken = new Set(takenSizeSkus.map((row) => row.sku));
    if (id) {
      const ownSizes = await tx
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(eq(productSizes.productId, id));
      const own = new Set(ownSizes.map((size) => size.id));
      payload.sizes.forEach((size, index) => {
        if (size._id && !own.has(size._id))
          errors[`sizes.${index}._id`] = 'This size is not one of this product';
      });
    } else {
      payload.sizes.forEach((size, index) => {
        if (size._id) errors[`sizes.${index}._id`] = 'A new product has no saved sizes';
      });
    }
    payload.sizes.forEach((size, index) => {
      if (taken.has(size.sku)) errors[`sizes.${index}.sku`] = 'Another product already uses this SKU';
    });
    if (Object.keys(errors).length > 0)
      throw new UserInputError('Please correct the highlighted fields', errors);
    const ingredientOf = new Map(named.map((row) => [row.id, row]));
    const chosen = payload.ingredients.flatMap((ingredientId) => ingredientOf.get(ingredientId) ?? []);
    return productSearchText({
      name: payload.name,
      shortDescription: payload.shortDescription,
      ingredientNames: chosen.map((ingredient) => ingredient.name),
      hindi: {
        ...payload.translations.hi,
        ingredientNames: chosen.flatMap((ingredient) => ingredient.translations.hi?.name ?? []),
      },
    });
  }

  /** Sizes and ingredients: kept sizes updated in place (order lines point at them), others removed or added. */
  private async saveChildren(tx: Tx, id: string, payload: ProductPayload, before?: EditableProduct) {
    const kept = new Set(payload.sizes.flatMap((size) => (size._id ? [size._id] : [])));
    const removed = (before?.sizes ?? []).filter((size) => !kept.has(size._id)).map((size) => size._id);
    if (removed.length > 0) await tx.delete(productSizes).where(inArray(productSizes.id, removed));
    // One base per product is a unique index: cleared before the new base is set.
    // SKUs are unique too: parked on a name of their own first, so two sizes may swap SKUs in one save.
    if (before) {
      await tx
        .update(productSizes)
        .set({ isBase: false, sku: sql`${productSizes.sku} || '~' || ${productSizes.id}` })
        .where(eq(productSizes.productId, id));
    }
    for (const [position, size] of payload.sizes.entries()) {
      const values = {
        title: size.title,
        sku: size.sku,
        mrpPaise: size.mrp,
        salePricePaise: size.salePrice,
        stock: size.stock,
        isBase: size.isBase,
        position,
      };
      if (size._id) {
        await tx
          .update(productSizes)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(productSizes.id, size._id), eq(productSizes.productId, id)));
      } else {
        await tx.insert(productSizes).values({ ...values, productId: id });
      }
    }
    await tx.delete(productIngredients).where(eq(productIngredients.productId, id));
    if (payload.ingredients.length > 0) {
      await tx
        .insert(productIngredients)
        .values(
          payload.ingredients.map((ingredientId, position) => ({ productId: id, ingredientId, position })),
        );
    }
  }

  private async readOrFail(tx: Tx, id: string): Promise<EditableProduct> {
    const product = await this.read(tx, id);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  private async read(executor: Db | Tx, id: string, lock = false): Promise<EditableProduct | undefined> {
    const query = executor
      .select()
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)));
    const [product] = lock ? await query.for('update') : await query;
    if (!product) return undefined;
    const [sizes, ingredientRows] = await Promise.all([
      executor
        .select()
        .from(productSizes)
        .where(eq(productSizes.productId, id))
        .orderBy(asc(productSizes.position)),
      executor
        .select({ id: productIngredients.ingredientId })
        .from(productIngredients)
        .where(eq(productIngredients.productId, id))
        .orderBy(asc(productIngredients.position)),
    ]);
    return {
      _id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      category: product.categoryId,
      subCategory: product.subCategoryId,
      image: product.image,
      images: product.images,
      shortDescription: product.shortDescription,
      description: product.description,
      benefits: product.benefits,
      howToUse: product.howToUse,
      ingredients: ingredientRows.map((row) => row.id),
      claims: product.claims as ProductPayload['claims'],
      metaTitle: product.metaTitle,
      metaDescription: product.metaDescription,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
      lowStockThreshold: product.lowStockThreshold,
      topSelling: product.topSelling,
      availableForBundle: product.availableForBundle,
      status: product.status,
      translations: product.translations,
      sizes: sizes.map((size) => ({
        _id: size.id,
        title: size.title,
        sku: size.sku,
        mrp: size.mrpPaise,
        salePrice: size.salePricePaise,
        stock: size.stock,
        isBase: size.isBase,
      })),
      updatedAt: product.updatedAt.toISOString(),
    };
  }
}

function productColumns(payload: ProductPayload) {
  return {
    name: payload.name,
    slug: payload.slug,
    sku: payload.sku,
    categoryId: payload.category,
    subCategoryId: payload.subCategory,
    image: payload.image,
    images: payload.images,
    shortDescription: payload.shortDescription,
    description: payload.description,
    benefits: payload.benefits,
    howToUse: payload.howToUse,
    claims: payload.claims,
    metaTitle: payload.metaTitle,
    metaDescription: payload.metaDescription,
    hsnCode: payload.hsnCode,
    gstRatePercent: payload.gstRatePercent,
    lowStockThreshold: payload.lowStockThreshold,
    topSelling: payload.topSelling,
    availableForBundle: payload.availableForBundle,
    status: payload.status,
    translations: payload.translations,
  };
}

/** Validates a merged product; the issues become field errors named as the form names its fields. */
function parseProduct(input: unknown): ProductPayload {
  const parsed = ProductSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw new UserInputError('Please correct the highlighted fields', errors);
}
