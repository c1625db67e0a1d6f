import {
  COD_PAYMENT_METHOD,
  COD_REFUSALS,
  type CodRefusal,
  deliveryTermsOf,
  type Message,
  type PaymentOptions,
  type PaymentSettings,
} from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { type CodFacts, codRefusal, codRefusalMessage, paymentOptions } from './cod-rules.ts';

/** Whether a courier collects cash at a PIN code: the shipping module's delivery estimate, in its own shape. */
export interface CashPincodes {
  estimate(pincode: string): Promise<{ serviceable: boolean; cod: boolean }>;
  /** The aggregator's answer waited for, not the approximate one a slow aggregator gives a browsing shopper. */
  settledEstimate(pincode: string): Promise<{ serviceable: boolean; cod: boolean }>;
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

  /**
   * `GET /payments/options`: the options and, when COD is refused, the shopper's words for why, judged on the
   * same settings (so the amount a refusal names is the limit that refused it).
   */
  async explained(basket: CodBasket): Promise<{ options: PaymentOptions; refusal?: Message }> {
    const [settings, shipping] = await Promise.all([this.settings.payments(), this.settings.shipping()]);
    const facts = await this.facts(basket, settings);
    const options = paymentOptions(facts, settings, deliveryTermsOf(shipping));
    const { reason } = options.cod;
    return reason ? { options, refusal: codRefusalMessage(reason, facts, settings) } : { options };
  }

  /**
   * Asks the aggregator about the PIN code and waits for its answer, which the next judgement reads from the
   * cache: called before the placing transaction, so a slow aggregator holds no lock and refuses no order it
   * would have carried.
   */
  async learnPincode(pincode: string): Promise<void> {
    await this.pincodes.settledEstimate(pincode);
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
    // The cheap rules first: a basket refused before the courier's rule needs neither the courier nor the number's
    // history. A deny-listed PIN code still needs the courier, whose refusal comes first and is the one named.
    const cheap = codRefusal({ ...base, courierCollectsCash: true }, settings);
    if (cheap && COD_REFUSALS.indexOf(cheap) < COD_REFUSALS.indexOf('cod_not_serviceable')) return base;
    const estimate = await this.pincodes.estimate(basket.pincode);
    const facts: CodFacts = { ...base, courierCollectsCash: estimate.serviceable && estimate.cod };
    if (cheap || !basket.mobile) return facts;
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
