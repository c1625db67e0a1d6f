import { createHash, randomBytes } from 'node:crypto';
import {
  COD_PAYMENT_METHOD,
  type CodOrder,
  type CodRefusal,
  deliveryChargeFor,
  deliveryTermsOf,
  type Language,
  msg,
  type OrderAddress,
} from '@shop/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, userAddresses, users } from '../../db/schema.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { InventoryService } from '../catalog/inventory.service.ts';
import type { ConsentsService } from '../consents/consents.service.ts';
import type { CouponRefused, CouponsService } from '../coupons/coupons.service.ts';
import { type CheckoutRefusal, couponBase, mergeLines, priceCheckout } from '../orders/checkout-pricing.ts';
import type { OrderQueriesService } from '../orders/order-queries.service.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import { recordOrder } from '../orders/record-order.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import type { CodOffersService } from './cod-offers.service.ts';
import { assessRisk } from './cod-risk.ts';
import { readRiskFacts } from './cod-risk-facts.ts';
import { codRefusalMessage, prepaidAgainstCod } from './cod-rules.ts';

/** Why a COD order was not placed: the cart, the coupon, a COD rule, stock gone meanwhile, an address not theirs. */
export type CodPlaceRefused =
  | CheckoutRefusal
  | CouponRefused
  | Refusal<CodRefusal>
  | Refusal<'sold_out' | 'address_not_found'>;

export type CodPlaced = { ok: true; order: OrderRow; replayed: boolean } | CodPlaceRefused;

/** No order yet: the customer's history before this order is recorded counts all of theirs. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';

/** A double click: the same cart to the same place from the same shopper within this long is the first order. */
export const REPEAT_WINDOW_MS = 60_000;

/** SHA-256 of a confirmation token, as `orders.cod_confirm_token_hash` keeps it: the raw token is never stored. */
export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shopper's link to confirm or cancel a COD order (the storefront's /cod/confirm page, /hi for Hindi). */
export function confirmLink(origin: string, token: string, language: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}${language === 'hi' ? '/hi' : ''}/cod/confirm?token=${token}`;
}

// Rolls back the placing transaction: the coupon or the stock could not be had.
class NotPlaced extends Error {
  constructor(readonly outcome: CodPlaceRefused) {
    super(outcome.message);
  }
}

/**
 * docs/cod.md#placing-an-order: places a cash-on-delivery order at once. The cart is priced as CheckoutService
 * prices it, delivery as COD pays it, plus the COD fee; then, in one transaction under the shopper's row lock (one
 * proven number per account, so concurrent orders from a number count each other), the COD rules are judged, the
 * risk assessed, the stock taken and the order recorded and moved to PLACED with its confirmation message.
 */
export class CodCheckoutService {
  constructor(
    private readonly db: Db,
    private readonly inventory: Pick<InventoryService, 'offers' | 'take' | 'productTranslations'>,
    private readonly coupons: Pick<CouponsService, 'evaluate' | 'redeem'>,
    private readonly orderQueries: Pick<OrderQueriesService, 'customerHistory'>,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly settings: Pick<ShopSettingsService, 'shipping' | 'payments'>,
    private readonly codOffers: Pick<CodOffersService, 'refusal' | 'learnPincode'>,
    private readonly onStockChange: () => void,
    private readonly consents?: Pick<ConsentsService, 'record'>,
  ) {}

  /**
   * Places the order for the logged-in `userId`; `origin` is where the confirmation link points. The WhatsApp
   * boxes are recorded for the order's number with the order, in `language`, the one they were shown in.
   */
  async place(
    input: CodOrder,
    userId: string,
    origin: string,
    language: Language = 'en',
  ): Promise<CodPlaced> {
    const requested = mergeLines(input.products);
    if (!requested.ok) return requested;
    const offers = await this.inventory.offers(requested.lines.map((line) => line.sizeId));
    const [shipping, payments] = await Promise.all([this.settings.shipping(), this.settings.payments()]);
    const priced = priceCheckout(requested.lines, offers, input.isBundle, shipping);
    if (!priced.ok) return priced;
    const address = await this.#address(input, userId);
    if (!address) {
      return refusal('address_not_found', msg('address.notFound'), { addressId: msg('address.notFound') });
    }

    // The coupon is judged before the transaction (coupons.evaluate reads outside it: on PGlite, one connection,
    // a read beside an open transaction would wait for it) and redeemed inside it, its limits judged again there.
    const cartGoods = priced.subtotal - priced.bundleDiscount;
    let discount = 0;
    let couponCode: string | null = null;
    if (input.couponCode) {
      const evaluated = await this.coupons.evaluate(
        input.couponCode,
        { orderValue: cartGoods, isBundle: priced.isBundle, now: new Date() },
        (code) => this.orderQueries.customerHistory({ userId, mobile: null }, code, NO_ORDER),
      );
      if (!evaluated.ok) return evaluated;
      discount = evaluated.discount;
      couponCode = evaluated.coupon.code;
    }

    await this.codOffers.learnPincode(address.zipcode);
    try {
      const placed = await this.db.transaction(async (tx) => {
        // The account's row lock serialises a number's orders: its number is the proven one, unique per account.
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw new Error(`user ${userId} vanished while placing a COD order`);
        const mobile = user.mobile;
        const repeat = await this.#repeat(tx, userId, requested.lines, address, input);
        if (repeat) return { order: repeat, replayed: true };
        const customer = { userId, mobile };
        const goodsPaise = cartGoods - discount;
        const pincode = address.zipcode;
        const refused = await this.codOffers.refusal({ goodsPaise, pincode, mobile }, payments, tx);
        if (refused) {
          throw new NotPlaced(refusal(refused, codRefusalMessage(refused, { pincode }, payments)));
        }
        const now = new Date();
        const risk = assessRisk(
          await readRiskFacts(tx, { goodsPaise, userId, mobile, pincode, line1: address.line1 }, now),
        );
        const delivery = deliveryChargeFor(deliveryTermsOf(shipping), goodsPaise, 'COD');
        const feePaise = payments.codFeePaise;
        const created = await recordOrder(tx, priced, userId, {
          couponCode,
          couponDiscountPaise: discount,
          shippingPaise: delivery,
          codFeePaise: feePaise,
          totalAmountPaise: goodsPaise + delivery + feePaise,
        });
        if (created.couponCode) {
          const redeemed = await this.coupons.redeem(
            created.couponCode,
            { orderValue: couponBase(created), isBundle: created.isBundle, now },
            (code) => this.orderQueries.customerHistory(customer, code, created.id, tx),
            tx,
          );
          if (!redeemed.ok) throw new NotPlaced(redeemed);
        }
        await this.#takeStock(tx, created.id);

        const token = randomBytes(32).toString('base64url');
        const moved = await this.transitions.transition(
          tx,
          created,
          'PLACED',
          { mover: 'SYSTEM' },
          {
            at: now,
            codConfirmation: {
              url: confirmLink(origin, token, user.language),
              withinHours: payments.codConfirmWithinHours,
              savingPaise: prepaidAgainstCod(deliveryTermsOf(shipping), goodsPaise, {
                feePaise,
                shippingPaise: delivery,
              }).savingPaise,
            },
            set: {
              paymentMethod: COD_PAYMENT_METHOD,
              paymentStatus: 'COD_PENDING',
              contactName: input.name,
              contactMobile: mobile,
              contactEmail: input.email,
              shippingAddress: address,
              billingAddress: address,
              riskLevel: risk.level,
              riskReasons: risk.reasons,
              codConfirmTokenHash: hashConfirmToken(token),
            },
          },
        );
        if (!moved.ok) throw new Error(`COD order ${created.id} could not be placed: ${moved.message}`);
        await this.consents?.record(
          tx,
          { mobile, userId, orderId: created.id, language, source: 'checkout' },
          { whatsappUpdates: input.whatsappUpdates, whatsappMarketing: input.whatsappMarketing },
        );
        return { order: moved.order, replayed: false };
      });
      if (!placed.replayed) this.onStockChange();
      return { ok: true, ...placed };
    } catch (error) {
      if (error instanceof NotPlaced) return error.outcome;
      throw error;
    }
  }

  /** Where the order goes: the shopper's own saved address, or the one typed at the checkout. */
  async #address(input: CodOrder, userId: string): Promise<OrderAddress | undefined> {
    if (input.shippingAddress) return { ...input.shippingAddress, country: 'India' };
    if (!input.addressId) return undefined;
    const [saved] = await this.db
      .select()
      .from(userAddresses)
      .where(
        and(
          eq(userAddresses.id, input.addressId),
          eq(userAddresses.userId, userId),
          eq(userAddresses.isDeleted, false),
        ),
      );
    if (!saved) return undefined;
    return {
      name: `${saved.firstName} ${saved.lastName}`.trim(),
      line1: saved.address,
      line2: saved.locality,
      city: saved.city,
      state: saved.state,
      zipcode: saved.pincode,
      country: 'India',
    };
  }

  /**
   * The shopper's COD order of the last minute with the same lines, address and coupon: a second click of the
   * button, answered with the first order rather than a second one (docs/cod.md#placing-an-order).
   */
  async #repeat(
    tx: Db,
    userId: string,
    lines: { sizeId: string; qty: number }[],
    address: OrderAddress,
    { couponCode, isBundle }: { couponCode?: string | undefined; isBundle: boolean },
  ): Promise<OrderRow | undefined> {
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    const recent = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentMethod, COD_PAYMENT_METHOD),
          // A cancelled one is not the order the shopper is placing again.
          eq(orders.orderStatus, 'PLACED'),
          eq(orders.isBundle, isBundle),
          gte(orders.createdAt, since),
        ),
      );
    const wanted = cartKey(lines);
    for (const order of recent) {
      const same =
        (order.couponCode ?? '').toUpperCase() === (couponCode ?? '').toUpperCase() &&
        order.shippingAddress?.zipcode === address.zipcode &&
        order.shippingAddress?.line1 === address.line1;
      if (!same) continue;
      const theirs = await tx
        .select({ sizeId: orderLines.sizeId, qty: orderLines.qty })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      if (cartKey(theirs) === wanted) return order;
    }
    return undefined;
  }

  async #takeStock(tx: Db, orderDbId: string): Promise<void> {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderDbId));
    const taken = await this.inventory.take(lines, tx);
    if (taken.ok) return;
    const line = lines[taken.line];
    const item = line?.sizeId ? `${line.name} (${line.sizeTitle})` : String(line?.name);
    const named = line && [
      { name: line.name, translations: await this.inventory.productTranslations(line.productId, tx) },
    ];
    throw new NotPlaced(refusal('sold_out', msg('cod.soldOut', { item }), undefined, named));
  }
}

const cartKey = (lines: { sizeId: string | null; qty: number }[]) =>
  lines
    .map((line) => `${line.sizeId}:${line.qty}`)
    .sort()
    .join(',');
