import { setTimeout as sleep } from 'node:timers/promises';
import type { DeliveryEstimate } from '@shop/shared';
import { LRUCache } from 'lru-cache';
import { type ShippingProvider, ShippingProviderError } from '../../adapters/shipping/shipping-provider.ts';
import { deliveryDate } from './delivery-estimate-dates.ts';

/** What is kept per PIN code: the couriers' days, not the date, which moves with the clock. */
interface KnownPincode {
  serviceable: boolean;
  cod: boolean;
  minDays: number;
  maxDays: number;
}

/** The weight of a typical parcel (one or two bottles and the box), asked for when no cart is known. */
export const ESTIMATE_WEIGHT_GRAMS = 500;
export const ESTIMATE_CACHE_HOURS = 6;
/** How long a shopper waits for the aggregator before the approximate answer. */
export const ESTIMATE_WAIT_MS = 1500;

export const APPROXIMATE_ESTIMATE: DeliveryEstimate = Object.freeze({
  serviceable: true,
  // Unknown, so not promised: a shopper told "cash on delivery" who then cannot pick it would be misled.
  cod: false,
  estimatedDelivery: null,
  minDays: 3,
  maxDays: 7,
  approximate: true,
});

const NOT_SERVED: KnownPincode = { serviceable: false, cod: false, minDays: 0, maxDays: 0 };

export interface DeliveryEstimateOptions {
  /** The warehouse's PIN code (SHIPPING_PICKUP_PINCODE). */
  pickupPincode: string;
  /** HH:MM, India time (SHIPPING_DISPATCH_CUTOFF). */
  dispatchCutoff: string;
  now?: () => Date;
  /** Settles when the shopper has waited long enough; tests settle it by hand instead of waiting. */
  patience?: () => Promise<void>;
  log?: (line: string) => void;
}

/**
 * Delivery dates by PIN code from the aggregator's serviceability, cached per PIN code for
 * ESTIMATE_CACHE_HOURS in process. A shopper never waits on a slow aggregator: past ESTIMATE_WAIT_MS (or on an
 * error, or with no aggregator at all) the answer is APPROXIMATE_ESTIMATE, and the late answer still fills the
 * cache for the next ask.
 */
export class DeliveryEstimateService {
  readonly #known = new LRUCache<string, KnownPincode>({
    max: 20_000,
    ttl: ESTIMATE_CACHE_HOURS * 60 * 60_000,
  });
  /** One question to the aggregator per PIN code at a time, however many shoppers ask. */
  readonly #asking = new Map<string, Promise<KnownPincode | null>>();
  readonly #now: () => Date;
  readonly #patience: () => Promise<void>;

  constructor(
    private readonly provider: Pick<ShippingProvider, 'serviceability'> | undefined,
    private readonly options: DeliveryEstimateOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
    this.#patience = options.patience ?? (() => sleep(ESTIMATE_WAIT_MS, undefined, { ref: false }));
  }

  async estimate(pincode: string): Promise<DeliveryEstimate> {
    if (!this.provider) return APPROXIMATE_ESTIMATE;
    const known = this.#known.get(pincode) ?? (await this.#askWithin(pincode));
    return known ? this.#answer(known) : APPROXIMATE_ESTIMATE;
  }

  /**
   * The aggregator's own answer, waited for as long as its client allows: placing a COD order must know whether a
   * courier collects cash there, where a shopper browsing is told the approximate answer after ESTIMATE_WAIT_MS.
   * Approximate only when the aggregator failed or is absent. The answer is cached as `estimate`'s is.
   */
  async settledEstimate(pincode: string): Promise<DeliveryEstimate> {
    if (!this.provider) return APPROXIMATE_ESTIMATE;
    const known = this.#known.get(pincode) ?? (await this.#ask(pincode));
    return known ? this.#answer(known) : APPROXIMATE_ESTIMATE;
  }

  /** False only when the aggregator said no courier reaches the PIN code; a slow or absent one never blocks a sale. */
  async isServed(pincode: string): Promise<boolean> {
    return (await this.estimate(pincode)).serviceable;
  }

  #answer(known: KnownPincode): DeliveryEstimate {
    if (!known.serviceable) {
      return {
        serviceable: false,
        cod: false,
        estimatedDelivery: null,
        minDays: null,
        maxDays: null,
        approximate: false,
      };
    }
    return {
      serviceable: true,
      cod: known.cod,
      // Recomputed on every answer, so a PIN code cached before the cutoff or midnight dates from the clock now.
      estimatedDelivery: deliveryDate(this.#now(), this.options.dispatchCutoff, known.minDays),
      minDays: known.minDays,
      maxDays: known.maxDays,
      approximate: false,
    };
  }

  async #askWithin(pincode: string): Promise<KnownPincode | null> {
    const asked = this.#ask(pincode);
    return Promise.race([asked, this.#patience().then(() => null)]);
  }

  #ask(pincode: string): Promise<KnownPincode | null> {
    const pending = this.#asking.get(pincode);
    if (pending) return pending;
    const asked = this.#serviceability(pincode)
      .then((known) => {
        this.#known.set(pincode, known);
        return known;
      })
      .catch((error: unknown) => {
        // Not cached: the next shopper asks again, and meanwhile sees the approximate answer.
        this.options.log?.(`delivery estimate for ${pincode}: ${(error as Error).message}`);
        return null;
      })
      .finally(() => this.#asking.delete(pincode));
    this.#asking.set(pincode, asked);
    return asked;
  }

  async #serviceability(pincode: string): Promise<KnownPincode> {
    const provider = this.provider;
    if (!provider) throw new Error('no shipping provider');
    try {
      const answer = await provider.serviceability({
        pickupPincode: this.options.pickupPincode,
        deliveryPincode: pincode,
        weightGrams: ESTIMATE_WEIGHT_GRAMS,
        // Asked as prepaid so every courier answers; each one's `cod` says whether it would collect cash.
        cod: false,
      });
      const couriers = answer.serviceable ? answer.couriers : [];
      if (couriers.length === 0) return NOT_SERVED;
      const days = couriers.map((courier) => courier.estimatedDays);
      return {
        serviceable: true,
        cod: couriers.some((courier) => courier.cod),
        minDays: Math.min(...days),
        maxDays: Math.max(...days),
      };
    } catch (error) {
      if (error instanceof ShippingProviderError && error.code === 'not_serviceable') return NOT_SERVED;
      throw error;
    }
  }
}
