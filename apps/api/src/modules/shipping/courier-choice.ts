import type { CourierOption, CourierRule } from '@shop/shared';
import type { CourierQuote } from '../../adapters/shipping/shipping-provider.ts';

const byRate = (a: CourierOption, b: CourierOption) => a.rate - b.rate;
const byDays = (a: CourierOption, b: CourierOption) => a.estimatedDays - b.estimatedDays;
const byRating = (a: CourierOption, b: CourierOption) => (b.rating ?? -1) - (a.rating ?? -1);

/** Each rule's order, ties broken by the other two: the fastest of two equally cheap couriers comes first. */
const ORDER: Record<CourierRule, ((a: CourierOption, b: CourierOption) => number)[]> = {
  cheapest: [byRate, byDays, byRating],
  fastest: [byDays, byRate, byRating],
  best_rated: [byRating, byRate, byDays],
};

/**
 * docs/shipments.md#the-back-office: the couriers that can carry the parcel (cash on delivery when the order needs
 * it), sorted by the shop's rule, so the first is the one preselected.
 */
export function sortCouriers(quotes: CourierQuote[], rule: CourierRule, cod: boolean): CourierOption[] {
  return quotes
    .filter((quote) => !cod || quote.cod)
    .map((quote) => ({
      courierId: quote.courierId,
      courierName: quote.courierName,
      rate: quote.ratePaise,
      estimatedDays: quote.estimatedDays,
      estimatedDelivery: quote.estimatedDelivery,
      cod: quote.cod,
      rating: quote.rating,
    }))
    .sort((a, b) => {
      for (const compare of ORDER[rule]) {
        const difference = compare(a, b);
        if (difference !== 0) return difference;
      }
      return a.courierName.localeCompare(b.courierName);
    });
}
