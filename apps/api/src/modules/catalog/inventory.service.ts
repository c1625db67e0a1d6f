import type { Translations } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productSizes, products } from '../../db/schema.ts';

/** A size as a checkout may buy it: its prices, its stock and whether it is sold at all. */
export interface SizeOffer {
  sizeId: string;
  productId: string;
  productName: string;
  /** The product's, so a message can name it in the shopper's language. */
  productTranslations: Translations;
  productSlug: string;
  image: string;
  sku: string;
  sizeTitle: string;
  /** The product's base size (a cart line names it `baseSize`). */
  isBase: boolean;
  mrp: number;
  salePrice: number | null;
  stock: number;
  /** The product and its category are both active. */
  sold: boolean;
  /** Its category may be part of a bundle. */
  bundleable: boolean;
  /** GST: what the invoice of a sale names, kept on the order line. */
  hsnCode: string;
  gstRatePercent: number;
}

/** A quantity of one size to take out of stock; sizes and products removed since the order keep null. */
export interface StockTake {
  sizeId: string | null;
  productId: string | null;
  qty: number;
}

/**
 * Told, inside the transaction that raised their stock, of sizes now in stock again: back-in-stock alerts
 * (docs/back-in-stock.md) are owed from that moment.
 */
export type RestockListener = (tx: Db, sizeIds: string[]) => Promise<void>;

/** The sizes a shopper buys: what they cost and how many are left, and the taking of units when one is sold. */
export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly onRestock: RestockListener = async () => {},
  ) {}

  async offers(sizeIds: string[]): Promise<SizeOffer[]> {
    if (sizeIds.length === 0) return [];
    const rows = await this.db
      .select({
        size: productSizes,
        product: {
          id: products.id,
          name: products.name,
          translations: products.translations,
          slug: products.slug,
          image: products.image,
          status: products.status,
          deletedAt: products.deletedAt,
          availableForBundle: products.availableForBundle,
          hsnCode: products.hsnCode,
          gstRatePercent: products.gstRatePercent,
        },
        category: { status: categories.status, availableForBundle: categories.availableForBundle },
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(productSizes.id, sizeIds));
    return rows.map(({ size, product, category }) => ({
      sizeId: size.id,
      productId: product.id,
      productName: product.name,
      productTranslations: product.translations,
      productSlug: product.slug,
      image: product.image,
      sku: size.sku,
      sizeTitle: size.title,
      isBase: size.isBase,
      mrp: size.mrpPaise,
      salePrice: size.salePricePaise,
      stock: size.stock,
      sold: product.status && product.deletedAt === null && category.status,
      bundleable: category.availableForBundle && product.availableForBundle,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
    }));
  }

  /** The ids of a product's sizes, for lookups keyed by size. */
  async sizeIdsOf(productId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, productId));
    return rows.map((row) => row.id);
  }

  /**
   * Takes every line's units out of stock and counts them as sold, inside the caller's transaction. Answers the
   * index of the first line there are not enough units of, and then the caller must roll back.
   */
  async take(lines: StockTake[], tx: Db): Promise<{ ok: true } | { ok: false; line: number }> {
    for (const [index, line] of lines.entries()) {
      if (!line.sizeId) return { ok: false, line: index };
      // The guard in WHERE is what stops two buyers both getting the last unit.
      const [decremented] = await tx
        .update(productSizes)
        .set({ stock: sql`${productSizes.stock} - ${line.qty}`, updatedAt: new Date() })
        .where(and(eq(productSizes.id, line.sizeId), sql`${productSizes.stock} >= ${line.qty}`))
        .returning({ id: productSizes.id });
      if (!decremented) return { ok: false, line: index };
      if (line.productId) {
        await tx
          .update(products)
          .set({ salesCount: sql`${products.salesCount} + ${line.qty}` })
          .where(eq(products.id, line.productId));
      }
    }
    return { ok: true };
  }

  /** A product's translations, to name it in a message: none for one removed since the sale. */
  async productTranslations(productId: string | null, tx: Db = this.db): Promise<Translations> {
    if (!productId) return {};
    const [row] = await tx
      .select({ translations: products.translations })
      .from(products)
      .where(eq(products.id, productId));
    return row?.translations ?? {};
  }

  /**
   * Puts the units of a cancelled or returned order back on the shelf, inside the caller's transaction, and
   * takes them off the sales count. Sizes removed since the sale have nowhere to go back to.
   */
  async restock(lines: StockTake[], tx: Db): Promise<void> {
    const restocked: string[] = [];
    for (const line of lines) {
      if (line.sizeId) {
        const [size] = await tx
          .update(productSizes)
          .set({ stock: sql`${productSizes.stock} + ${line.qty}`, updatedAt: new Date() })
          .where(eq(productSizes.id, line.sizeId))
          .returning({ id: productSizes.id, stock: productSizes.stock });
        if (size && size.stock > 0 && size.stock - line.qty <= 0) restocked.push(size.id);
      }
      if (line.productId) {
        await tx
          .update(products)
          .set({ salesCount: sql`greatest(${products.salesCount} - ${line.qty}, 0)` })
          .where(eq(products.id, line.productId));
      }
    }
    await this.onRestock(tx, restocked);
  }

  /** Tells of sizes a back-office edit brought back into stock, inside the edit's transaction. */
  restocked(tx: Db, sizeIds: string[]): Promise<void> {
    return this.onRestock(tx, sizeIds);
  }
}
