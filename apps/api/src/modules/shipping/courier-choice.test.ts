import { describe, expect, it } from 'vitest';
import type { CourierQuote } from '../../adapters/shipping/shipping-provider.ts';
import { sortCouriers } from './courier-choice.ts';

const quote = (
  courierName: string,
  ratePaise: number,
  estimatedDays: number,
  rating: number | null,
  cod = true,
) =>
  ({
    courierId: courierName,
    courierName,
    ratePaise,
    estimatedDays,
    estimatedDelivery: null,
    cod,
    rating,
  }) satisfies CourierQuote;

const QUOTES = [
  quote('Blue Dart', 9_900, 2, 4.6),
  quote('Delhivery', 6_500, 4, 4.1),
  quote('Xpressbees', 6_500, 3, 3.9),
  quote('Ecom Express', 7_000, 5, null, false),
];
const names = (rule: 'cheapest' | 'fastest' | 'best_rated', cod = false) =>
  sortCouriers(QUOTES, rule, cod).map((courier) => courier.courierName);

describe('choosing a courier by the shop’s rule', () => {
  it('puts the rule’s choice first, ties broken by the other rules', () => {
    // Delhivery and Xpressbees cost the same: the faster goes first.
    expect(names('cheapest')).toEqual(['Xpressbees', 'Delhivery', 'Ecom Express', 'Blue Dart']);
    expect(names('fastest')).toEqual(['Blue Dart', 'Xpressbees', 'Delhivery', 'Ecom Express']);
    // A courier the aggregator has not rated comes last.
    expect(names('best_rated')).toEqual(['Blue Dart', 'Delhivery', 'Xpressbees', 'Ecom Express']);
  });

  it('offers only couriers that collect cash for an order paid on delivery', () => {
    expect(names('cheapest', true)).toEqual(['Xpressbees', 'Delhivery', 'Blue Dart']);
  });
});
