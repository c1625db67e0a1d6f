import type { ProductPayload } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Page } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { type Tx, uniqueAsFieldError } from '../audit/audited-change.ts';
import { type AdminProductFilter, type AdminProductRow, listAdminProducts } from './product-admin-list.ts';
import {
  checkProductReferences,
  FIELD_OF_UNIQUE_INDEX,
  parseProduct,
  UNIQUE_MESSAGE,
} from './product-checks.ts';
import { type EditableProduct, productColumns, readProduct, saveProductChildren } from './product-form.ts';
import { refreshSearchTerms } from './product-search.ts';

/**
 * The back office's product writes (ProductsService keeps the public reads). Every write runs in one transaction
 * with its audit row, then refreshes the search vocabulary and empties the catalog cache.
 */
export class ProductEditorService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
    private readonly onCatalogChange: () => void,
    /** Told of sizes an edit brings back into stock, in its transaction (the inventory's `restocked`). */
    private readonly onRestock: (tx: Db, sizeIds: string[]) => Promise<void> = async () => {},
  ) {}

  list(filter: AdminProductFilter): Promise<Page<AdminProductRow>> {
    return listAdminProducts(this.db, filter);
  }

  async get(id: string): Promise<EditableProduct> {
    const product = await readProduct(this.db, id);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  async create(actor: Actor, payload: ProductPayload): Promise<EditableProduct> {
    const created = await this.write(async (tx) => {
      const searchable = await checkProductReferences(tx, null, payload);
      const [row] = await tx
        .insert(products)
        .values({ ...productColumns(payload), ...searchable })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned no row');
      await saveProductChildren(tx, row.id, payload);
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
      const before = await readProduct(tx, id, true);
      if (!before) throw new NotFoundError('Product not found');
      const { _id, updatedAt, ...saved } = before;
      const payload = parseProduct({ ...saved, ...changes });
      const searchable = await checkProductReferences(tx, id, payload);
      await tx
        .update(products)
        .set({ ...productColumns(payload), ...searchable, updatedAt: new Date() })
        .where(eq(products.id, id));
      await saveProductChildren(tx, id, payload, before);
      const after = await this.readOrFail(tx, id);
      const stockBefore = new Map(before.sizes.map((size) => [size._id, size.stock]));
      const restocked = after.sizes.filter((size) => size.stock > 0 && (stockBefore.get(size._id) ?? 0) <= 0);
      await this.onRestock(
        tx as unknown as Db,
        restocked.map((size) => size._id),
      );
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
      const before = await readProduct(tx, id, true);
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

  private async readOrFail(tx: Tx, id: string): Promise<EditableProduct> {
    const product = await readProduct(tx, id);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }
}
