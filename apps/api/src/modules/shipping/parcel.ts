import type { Parcel } from '@shop/shared';

/** One line of an order as the parcel sees it: how many units of a size, and that size's packed weight and box. */
export interface ParcelLine {
  qty: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** What a size weighs and measures when the catalog no longer knows it (the schema's defaults). */
export const UNKNOWN_SIZE_PARCEL = { weightGrams: 250, lengthCm: 10, breadthCm: 8, heightCm: 5 } as const;

/**
 * docs/shipments.md#parcels: an order's parcel as couriers price it. The goods' weights add up, with the
 * packaging's grams (a shop setting); the box is as long and as broad as the largest unit, and the units stacked
 * on their heights.
 */
export function parcelFor(lines: readonly ParcelLine[], packagingGrams: number): Parcel {
  const units = lines.filter((line) => line.qty > 0);
  return {
    weightGrams: units.reduce((sum, line) => sum + line.weightGrams * line.qty, 0) + packagingGrams,
    lengthCm: Math.max(1, ...units.map((line) => line.lengthCm)),
    breadthCm: Math.max(1, ...units.map((line) => line.breadthCm)),
    heightCm: Math.max(
      1,
      units.reduce((sum, line) => sum + line.heightCm * line.qty, 0),
    ),
  };
}
