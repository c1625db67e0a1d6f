import {
  bundleTotals,
  type CartLineView,
  type CartView,
  cartTotals,
  type Language,
  localize,
  MAX_LINE_QUANTITY,
  msg,
  type SavedCart,
  type SavedCartLine,
} from '@shop/shared';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carts } from '../../db/schema.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { InventoryService, SizeOffer } from '../catalog/inventory.service.ts';
import type { CartTokens } from './cart-token.ts';

/** A purchase this long after a cart's last reminder is counted as recovered by it; later, the reminder is moot. */
const RECOVERY_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Whose cart a save is: the logged-in account's, with the number its login proved, or a guest browser's by its own
 * key, with no number (nothing proves one), so never reminded.
 */
export type CartOwner =
  | { userId: string; mobile: string; browserKey?: string | undefined }
  | { browserKey: string };

/** Why lines cannot be saved as sent: a size that does not exist, or is not that product's. */
export type CartSaveRefused = Refusal<'invalid_line'>;

export type CartRestoreRefused = Refusal<'invalid' | 'expired' | 'closed'>;

/** What the lines are kept as (the table's `lines`): the browser's own words, never its prices. */
interface StoredLine {
  product: string;
  size: string;
  qty: number;
  bundle: boolean;
}

/** The buyer of an order just placed, whose open carts it closes. */
export interface PlacedOrder {
  id: string;
  userId: string | null;
  contactMobile: string | null;
}

/**
 * docs/carts.md: carts kept on the server as well as in the browser, so a reminder's link can bring one back on
 * any device. The browser stays the source while the shopper browses; each save replaces the lines, priced again
 * from the catalog. A purchase or an emptied cart closes it, which ends its reminders.
 */
export class CartsService {
  constructor(
    private readonly db: Db,
    private readonly inventory: Pick<InventoryService, 'offers'>,
    private readonly tokens: CartTokens,
  ) {}

  /** Saves the owner's lines (none closes the cart), and answers them priced now. */
  async save(
    owner: CartOwner,
    lines: SavedCartLine[],
    language: Language,
    now: Date = new Date(),
  ): Promise<({ ok: true } & SavedCart) | CartSaveRefused> {
    const merged = mergeLines(lines);
    if (!merged.ok) return merged;
    const offers = await this.inventory.offers([...new Set(merged.lines.map((line) => line.size))]);
    const bySize = new Map(offers.map((offer) => [offer.sizeId, offer]));
    for (const [index, line] of merged.lines.entries()) {
      if (bySize.get(line.size)?.productId !== line.product) {
        return refusal('invalid_line', msg('cart.unavailable'), {
          [`lines.${index}`]: msg('cart.unknownLine'),
        });
      }
    }
    const view = priceLines(merged.lines, bySize, language);
    const id = await this.db.transaction(async (tx): Promise<string | null> => {
      // A guest who logs in brings the browser's cart to the account: the guest's copy closes, so one number is
      // not reminded of the same lines twice.
      if ('userId' in owner && owner.browserKey) {
        await tx
          .update(carts)
          .set({ closedAt: now, browserKey: null, updatedAt: now })
          .where(and(eq(carts.browserKey, owner.browserKey), isNull(carts.closedAt)));
      }
      const mine: SQL | undefined =
        'userId' in owner
          ? and(eq(carts.userId, owner.userId), isNull(carts.closedAt))
          : eq(carts.browserKey, owner.browserKey);
      const [open] = await tx.select().from(carts).where(mine).for('update');
      if (merged.lines.length === 0) {
        if (open) await tx.update(carts).set(closing(now)).where(eq(carts.id, open.id));
        return null;
      }
      const values = {
        lines: merged.lines as unknown as Record<string, unknown>[],
        subtotalPaise: view.subtotal,
        language,
        updatedAt: now,
        ...('userId' in owner ? { mobile: owner.mobile } : {}),
      };
      if (open) {
        await tx.update(carts).set(values).where(eq(carts.id, open.id));
        return open.id;
      }
      const [created] = await tx
        .insert(carts)
        .values({
          ...values,
          ...('userId' in owner ? { userId: owner.userId } : { browserKey: owner.browserKey }),
          createdAt: now,
        })
        // Two first saves at once: one row wins, and the browser's next save brings the newest lines.
        .onConflictDoNothing()
        .returning({ id: carts.id });
      return created?.id ?? null;
    });
    return { ok: true, _id: id, ...view };
  }

  /** The reminder's link: the cart's lines priced now, sizes out of stock marked; no login needed. */
  async restore(
    token: string,
    language: Language,
    now: Date = new Date(),
  ): Promise<({ ok: true } & CartView) | CartRestoreRefused> {
    const checked = this.tokens.check(token, now);
    if (!checked.ok) {
      return checked.reason === 'expired'
        ? refusal('expired', msg('cart.restoreExpired'))
        : refusal('invalid', msg('cart.restoreInvalid'));
    }
    const [cart] = await this.db.select().from(carts).where(eq(carts.id, checked.cartId));
    if (!cart) return refusal('invalid', msg('cart.restoreInvalid'));
    if (cart.closedAt) return refusal('closed', msg('cart.restoreClosed'));
    const lines = (cart.lines as unknown as StoredLine[]).filter(isStoredLine);
    const offers = await this.inventory.offers([...new Set(lines.map((line) => line.size))]);
    const bySize = new Map(offers.map((offer) => [offer.sizeId, offer]));
    // A size removed since the cart was saved is left out: there is nothing left to show of it.
    const known = lines.filter((line) => bySize.get(line.size)?.productId === line.product);
    return { ok: true, ...priceLines(known, bySize, language) };
  }

  /** The restore link of a cart, from `origin` (the shop's public address). */
  restoreLink(cartId: string, origin: string, now: Date): string {
    return `${origin.replace(/\/+$/, '')}/cart/restore?token=${this.tokens.sign(cartId, now)}`;
  }

  /**
   * An order was placed (paid, or a COD order placed), in its transaction: the buyer's open carts close, by account
   * or by the number the order was placed with; one reminded within the last 7 days records the order as
   * recovered.
   */
  async orderPlaced(tx: Db, order: PlacedOrder, now: Date = new Date()): Promise<void> {
    const buyer = [
      ...(order.userId ? [eq(carts.userId, order.userId)] : []),
      ...(order.contactMobile ? [eq(carts.mobile, order.contactMobile)] : []),
    ];
    if (buyer.length === 0) return;
    const open = await tx
      .select({ id: carts.id, lastRemindedAt: carts.lastRemindedAt })
      .from(carts)
      .where(and(isNull(carts.closedAt), or(...buyer)))
      .for('update');
    for (const cart of open) {
      const recovered =
        cart.lastRemindedAt !== null && now.getTime() - cart.lastRemindedAt.getTime() <= RECOVERY_WINDOW_MS;
      await tx
        .update(carts)
        .set({ ...closing(now), ...(recovered ? { recoveredOrderId: order.id } : {}) })
        .where(eq(carts.id, cart.id));
    }
  }
}

/**
 * Closed for good: no more reminders. The browser key is let go (it is unique), so the same browser's next cart
 * is a new one.
 */
const closing = (now: Date) => ({ closedAt: now, browserKey: null, updatedAt: now });

/** The same size twice on the same side (cart or bundle) is one line with the quantities added. */
function mergeLines(lines: SavedCartLine[]): { ok: true; lines: StoredLine[] } | CartSaveRefused {
  const merged = new Map<string, StoredLine>();
  for (const [index, line] of lines.entries()) {
    const key = `${line.bundle ? 'b' : 'c'}:${line.size}`;
    const existing = merged.get(key);
    const qty = (existing?.qty ?? 0) + line.qty;
    if (qty > MAX_LINE_QUANTITY || (line.bundle && qty !== 1)) {
      const max = line.bundle ? 1 : MAX_LINE_QUANTITY;
      return refusal('invalid_line', msg('cart.maxQuantity', { max }), {
        [`lines.${index}`]: msg('cart.maxQuantityShort', { max }),
      });
    }
    if (existing && existing.product !== line.product) {
      return refusal('invalid_line', msg('cart.unavailable'), {
        [`lines.${index}`]: msg('cart.unknownLine'),
      });
    }
    merged.set(key, { product: line.product, size: line.size, qty, bundle: line.bundle });
  }
  return { ok: true, lines: [...merged.values()] };
}

/** Lines as the catalog prices them today; the subtotal counts what can be bought now. */
function priceLines(lines: StoredLine[], bySize: Map<string, SizeOffer>, language: Language): CartView {
  const views: CartLineView[] = lines.map((line) => {
    const offer = bySize.get(line.size) as SizeOffer;
    return {
      product: line.product,
      size: line.size,
      qty: line.qty,
      bundle: line.bundle,
      isBase: offer.isBase,
      name: localize({ name: offer.productName, translations: offer.productTranslations }, language).name,
      slug: offer.productSlug,
      image: offer.image,
      sizeTitle: offer.sizeTitle,
      mrp: offer.mrp,
      salePrice: offer.salePrice,
      outOfStock: !offer.sold || offer.stock < line.qty,
    };
  });
  const buyable = views.filter((line) => !line.outOfStock);
  const priced = (bundle: boolean) =>
    buyable
      .filter((line) => line.bundle === bundle)
      .map((line) => ({ mrp: line.mrp, salePrice: bundle ? null : line.salePrice, quantity: line.qty }));
  return { lines: views, subtotal: cartTotals(priced(false)).total + bundleTotals(priced(true)).total };
}

function isStoredLine(value: unknown): value is StoredLine {
  const line = value as StoredLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.product === 'string' &&
    typeof line.size === 'string' &&
    Number.isInteger(line.qty) &&
    line.qty >= 1
  );
}
