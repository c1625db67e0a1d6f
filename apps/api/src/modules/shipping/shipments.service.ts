import type { CourierChoice } from '@shop/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AssignedAwb, ShippingProvider } from '../../adapters/shipping/shipping-provider.ts';
import type { Db } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { backOfficeMover, checkMove } from '../orders/order-state-machine.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import { recordNote } from '../orders/order-transition.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { BOOKABLE, claimBooking, keepProviderIds, notBookable, releaseClaim } from './booking-claims.ts';
import { sortCouriers } from './courier-choice.ts';
import { liveShipment, type ShipmentRow } from './live-shipments.ts';
import { noCourierAggregator, providerFailure } from './provider-errors.ts';
import { cashOnDelivery, orderParcel, shipmentRequestOf } from './shipment-request.ts';

export type { ShipmentRow } from './live-shipments.ts';

/** A parcel the courier has not picked up yet: it can still be cancelled. */
const BEFORE_PICKUP = ['NEW', 'AWB_ASSIGNED', 'PICKUP_SCHEDULED'] as const;

export interface ShipmentsDeps {
  db: Db;
  /** Undefined when the shop ships by hand (SHIPPING_PROVIDER=manual). */
  provider: ShippingProvider | undefined;
  transitions: Pick<OrderTransitions, 'transition'>;
  audit: Pick<AuditLogService, 'record'>;
  settings: Pick<ShopSettingsService, 'shipping'>;
  /** SHIPPING_PROVIDER, kept on each shipment; SHIPPING_PICKUP_PINCODE, where parcels leave from. */
  providerName: string;
  pickupPincode: string;
  log: (line: string) => void;
}

/**
 * docs/shipments.md#the-back-office: books an order's parcel with the courier aggregator. The booking is claimed
 * first (booking-claims.ts), the provider asked after, and the AWB stored on the claim with the order's move, so
 * one order is booked once however many ask at the same time, and a provider's failure frees the claim.
 */
export class ShipmentsService {
  constructor(private readonly deps: ShipmentsDeps) {}

  /** The aggregator; a shop that ships by hand has none, and every courier route answers 404. */
  get provider(): ShippingProvider {
    if (!this.deps.provider) throw noCourierAggregator();
    return this.deps.provider;
  }

  get hasProvider(): boolean {
    return this.deps.provider !== undefined;
  }

  /** The couriers that can carry the order's parcel, sorted by the shop's rule, its choice preselected. */
  async couriersFor(orderDbId: string): Promise<CourierChoice> {
    const provider = this.provider;
    const order = await this.order(orderDbId);
    const settings = await this.deps.settings.shipping();
    const parcel = await orderParcel(this.deps.db, order.id, settings.packagingGrams);
    const { paymentMethod } = cashOnDelivery(order);
    const cod = paymentMethod === 'COD';
    const quotes = await provider
      .serviceability({
        pickupPincode: this.deps.pickupPincode,
        deliveryPincode: order.shippingAddress?.zipcode ?? '',
        weightGrams: parcel.weightGrams,
        cod,
        declaredValuePaise: order.totalAmountPaise,
      })
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    const couriers = sortCouriers(quotes.couriers, settings.courierRule, cod);
    return {
      parcel,
      cod,
      rule: settings.courierRule,
      couriers,
      preselectedCourierId: couriers[0]?.courierId ?? null,
    };
  }

  /**
   * Books the order's parcel (with `courierId`, or the aggregator's choice), assigns its AWB and asks for the
   * pickup. An order with a live shipment answers that one; one being booked by another request is a 409. A
   * confirmed order is packed first.
   */
  async createShipment(orderDbId: string, courierId: string | undefined, actor: Actor): Promise<ShipmentRow> {
    const provider = this.provider;
    const existing = await this.live(orderDbId);
    if (existing?.awb) return existing;
    const order = await this.order(orderDbId);
    if (!(BOOKABLE as readonly string[]).includes(order.orderStatus)) throw notBookable(order.orderStatus);
    // Judged before booking, so nothing is booked for an order that may not go out (refunded in full).
    const next = order.orderStatus === 'CONFIRMED' ? 'PACKED' : 'SHIPPED';
    const judged = checkMove(order, next, backOfficeMover(actor.role), new Date(), {
      carrier: 'courier',
      trackingNumber: 'awb',
    });
    if (!judged.ok) throw new ConflictError(judged.message);
    const settings = await this.deps.settings.shipping();
    const request = await shipmentRequestOf(this.deps.db, order, settings.packagingGrams);
    // Claimed first, so two requests for one order never both book (and pay for) a parcel at the aggregator.
    const claimed = await claimBooking(this.deps.db, order.id, {
      provider: this.deps.providerName,
      parcel: request.parcel,
      codAmountPaise: request.codAmountPaise,
    });
    if ('booked' in claimed) return claimed.booked;
    let claim = claimed.claim;
    let awb: AssignedAwb;
    try {
      if (!claim.providerShipmentId) {
        claim = await keepProviderIds(this.deps.db, claim, await provider.createShipment(request));
      }
      awb = await provider.assignAwb(claim.providerShipmentId ?? '', courierId);
    } catch (error) {
      await releaseClaim(this.deps.db, claim);
      throw providerFailure(error);
    }
    const rate = await this.rateOf(request.shippingAddress.zipcode, request, awb.courierId);
    try {
      return await this.storeAwb(order.id, claim, awb, rate, actor);
    } catch (error) {
      await releaseClaim(this.deps.db, claim);
      throw error;
    }
  }

  /** The AWB on the claim, the order packed if it was confirmed, in one transaction under the order's row lock. */
  private async storeAwb(
    orderDbId: string,
    claim: ShipmentRow,
    awb: AssignedAwb,
    rate: number | null,
    actor: Actor,
  ): Promise<ShipmentRow> {
    return this.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      if (!locked) throw new NotFoundError('Order not found');
      if (locked.orderStatus === 'CONFIRMED') {
        const packed = await this.deps.transitions.transition(
          tx,
          locked,
          'PACKED',
          { mover: 'BACK_OFFICE', actor },
          { note: `Packed to ship with ${awb.courierName}` },
        );
        if (!packed.ok) throw new ConflictError(packed.message);
      } else if (locked.orderStatus !== 'PACKED') {
        throw notBookable(locked.orderStatus);
      }
      const now = new Date();
      const [row] = await tx
        .update(shipments)
        .set({
          awb: awb.awb,
          courierId: awb.courierId,
          courierName: awb.courierName,
          status: 'AWB_ASSIGNED',
          estimatedDelivery: awb.estimatedDelivery,
          ratePaise: rate,
          updatedAt: now,
        })
        .where(and(eq(shipments.id, claim.id), eq(shipments.status, 'NEW'), isNull(shipments.awb)))
        .returning();
      if (!row) throw new ConflictError('This order’s booking was cancelled meanwhile');
      await recordNote(tx, orderDbId, {
        actorId: actor.id,
        actorRole: actor.role,
        note: `Shipment booked with ${awb.courierName}, AWB ${awb.awb}`,
        from: 'PACKED',
        details: { courier: awb.courierName, awb: awb.awb },
      });
      await this.deps.audit.record(tx, actor, {
        action: 'shipment.create',
        entityType: 'order',
        entityId: orderDbId,
        after: { awb: awb.awb, courierId: awb.courierId, courierName: awb.courierName, ratePaise: rate },
      });
      return row;
    });
  }

  /** Asks the courier to collect these shipments; a failure is logged and leaves them to be asked again. */
  async requestPickup(rows: ShipmentRow[]): Promise<void> {
    const ids = rows.flatMap((row) =>
      row.providerShipmentId && !row.pickupRequestedAt ? [row.providerShipmentId] : [],
    );
    if (ids.length === 0) return;
    try {
      await this.provider.requestPickup(ids);
      const now = new Date();
      for (const row of rows) {
        await this.deps.db
          .update(shipments)
          .set({ pickupRequestedAt: now, status: 'PICKUP_SCHEDULED', updatedAt: now })
          .where(and(eq(shipments.id, row.id), eq(shipments.status, 'AWB_ASSIGNED')));
      }
    } catch (error) {
      this.deps.log(`shipping: pickup request for ${ids.join(', ')} failed: ${String(error)}`);
    }
  }

  /** Cancels the order's parcel at the aggregator and here, before the courier picked it up. */
  async cancelShipment(orderDbId: string, actor: Actor): Promise<void> {
    const provider = this.provider;
    const shipment = await this.live(orderDbId);
    if (!shipment) throw new NotFoundError('This order has no shipment to cancel');
    if (!(BEFORE_PICKUP as readonly string[]).includes(shipment.status)) {
      throw new ConflictError('The courier has picked this parcel up: it can no longer be cancelled');
    }
    if (shipment.providerOrderId) {
      await provider.cancel([shipment.providerOrderId]).catch((error: unknown) => {
        throw providerFailure(error);
      });
    }
    await this.deps.db.transaction(async (tx) => {
      await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
      const now = new Date();
      // A pickup scan that came meanwhile wins: the parcel is on its way, whatever the aggregator answered.
      const [cancelled] = await tx
        .update(shipments)
        .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
        .where(and(eq(shipments.id, shipment.id), inArray(shipments.status, [...BEFORE_PICKUP])))
        .returning({ id: shipments.id });
      if (!cancelled)
        throw new ConflictError('The courier has picked this parcel up: it can no longer be cancelled');
      await recordNote(tx, orderDbId, {
        actorId: actor.id,
        actorRole: actor.role,
        note: `Shipment with ${shipment.courierName ?? 'the courier'} cancelled, AWB ${shipment.awb ?? 'none'}`,
        details: { awb: shipment.awb },
      });
      await this.deps.audit.record(tx, actor, {
        action: 'shipment.cancel',
        entityType: 'order',
        entityId: orderDbId,
        before: { awb: shipment.awb, status: shipment.status },
      });
    });
  }

  /** The order's live forward shipment, if it has one. */
  live(orderDbId: string): Promise<ShipmentRow | undefined> {
    return liveShipment(this.deps.db, orderDbId, 'FORWARD');
  }

  async order(orderDbId: string): Promise<OrderRow> {
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, orderDbId));
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  /** What the assigned courier charges for the parcel, when the aggregator still quotes it; null otherwise. */
  private async rateOf(
    deliveryPincode: string,
    request: { parcel: { weightGrams: number }; codAmountPaise: number; subTotalPaise: number },
    courierId: string,
  ): Promise<number | null> {
    try {
      const quotes = await this.provider.serviceability({
        pickupPincode: this.deps.pickupPincode,
        deliveryPincode,
        weightGrams: request.parcel.weightGrams,
        cod: request.codAmountPaise > 0,
        declaredValuePaise: request.subTotalPaise,
      });
      return quotes.couriers.find((quote) => quote.courierId === courierId)?.ratePaise ?? null;
    } catch {
      return null;
    }
  }
}
