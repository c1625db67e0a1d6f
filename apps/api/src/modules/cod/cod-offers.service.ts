import {
  COD_PAYMENT_METHOD,
  type CodRefusal,
  deliveryTermsOf,
  type PaymentOptions,
  type PaymentSettings,
} from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { type CodFacts, codRefusal, paymentOptions } from './cod-rules.ts';

/** Whether a courier collects cash at a PIN code: the shipping module's delivery estimate, in its own shape. */
export interface CashPincodes {
  estimate(pincode: string): Promise<{ serviceable: boolean; cod: boolean }>;
}

/** A basket as the COD rules judge it: its goods after discounts, where it goes, and whose number it is. */
export interface CodBasket {
  goodsPaise: number;
  pincode: string;
  /** The shopper's proven number (`+91…`), when known. */
  mobile?: string | null | undefined;
}

/**
 * Whether cash on delivery is offered for a basket (docs/cod.md#rules): gathers the facts the pure rules in
 * cod-rules.ts judge: the settings, the courier's answer for the PIN code and the number's history.
 */
export class CodOffersService {
  constructor(
    private readonly db: Db,
    private readonly settings: Pick<ShopSettingsService, 'payments' | 'shipping'>,
    private readonly pincodes: CashPincodes,
  ) {}

  /** `GET /payments/options`: both ways to pay for the basket, COD refused with its reason where a rule fails. */
  async options(basket: CodBasket): Promise<PaymentOptions> {
    const [settings, shipping] = await Promise.all([this.settings.payments(), this.settings.shipping()]);
    const facts = await this.facts(basket, settings);
    return paymentOptions(facts, settings, deliveryTermsOf(shipping));
  }

  /** The first rule the basket breaks, judged in `tx` when placing (so two orders at once count each other). */
  async refusal(
    basket: CodBasket,
    settings: PaymentSettings,
    tx: Db = this.db,
  ): Promise<CodRefusal | undefined> {
    return codRefusal(await this.facts(basket, settings, tx), settings);
  }

  async facts(basket: CodBasket, settings: PaymentSettings, tx: Db = this.db): Promise<CodFacts> {
    const base: CodFacts = {
      goodsPaise: basket.goodsPaise,
      pincode: basket.pincode,
      courierCollectsCash: false,
    };
    // The cheap rules first: a basket they refuse needs neither the courier nor the number's history.
    if (codRefusal({ ...base, courierCollectsCash: true }, settings)) return base;
    const estimate = await this.pincodes.estimate(basket.pincode);
    const facts: CodFacts = { ...base, courierCollectsCash: estimate.serviceable && estimate.cod };
    if (!basket.mobile) return facts;
    // One read of the number's COD orders, under the index on (contact_mobile) of COD orders.
    const [history] = await tx
      .select({
        returnsToOrigin: sql<number>`count(*) filter (where ${orders.orderStatus} in ('RTO', 'RTO_RECEIVED'))::int`,
        openUnconfirmed: sql<number>`count(*) filter (where ${orders.orderStatus} = 'PLACED' and ${orders.codConfirmedAt} is null)::int`,
      })
      .from(orders)
      .where(and(eq(orders.contactMobile, basket.mobile), eq(orders.paymentMethod, COD_PAYMENT_METHOD)));
    return {
      ...facts,
      returnsToOrigin: history?.returnsToOrigin ?? 0,
      openUnconfirmed: history?.openUnconfirmed ?? 0,
    };
  }
}
