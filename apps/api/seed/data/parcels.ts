import type { Parcel } from '@shop/shared';

// docs/shipping.md#parcels: the demo shop's packed weights and boxes, derived from each size's title ("30 ml",
// "3 x 125 g"), so a courier quote for a demo order is believable. A millilitre of cream or shampoo weighs about a
// gram; the bottle, jar or tube and its carton weigh proportionally more on small packs (a 30 ml glass dropper).

/** Grams of contents → grams packed, between which the weight is interpolated. */
const PACKED_WEIGHT: readonly [contents: number, packed: number][] = [
  [0, 20],
  [5, 30],
  [15, 95],
  [30, 120],
  [50, 140],
  [100, 150],
  [200, 260],
  [400, 470],
  [1_000, 1_100],
];

/** The carton for up to so many grams of contents: length × breadth × height in centimetres. */
const BOXES: readonly [upTo: number, box: [number, number, number]][] = [
  [10, [10, 3, 3]],
  [30, [12, 5, 5]],
  [60, [13, 6, 6]],
  [125, [14, 7, 7]],
  [250, [18, 7, 7]],
  [400, [22, 8, 8]],
  [Number.POSITIVE_INFINITY, [25, 10, 10]],
];

/** The grams a size's title says it holds ("200 ml", "4.5 g", "3 x 125 g"), or null when it names no amount. */
export function contentsGrams(title: string): number | null {
  const match = /^\s*(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*(ml|g)\s*$/i.exec(title);
  if (!match) return null;
  return Number(match[1] ?? 1) * Number(match[2]);
}

function packedWeight(contents: number): number {
  for (let index = 1; index < PACKED_WEIGHT.length; index++) {
    const [fromContents, fromPacked] = PACKED_WEIGHT[index - 1] as [number, number];
    const [toContents, toPacked] = PACKED_WEIGHT[index] as [number, number];
    if (contents <= toContents) {
      const share = (contents - fromContents) / (toContents - fromContents);
      return Math.round(fromPacked + share * (toPacked - fromPacked));
    }
  }
  return Math.round(contents * 1.1);
}

/** A seeded size's parcel; a title with no amount in it stops the seed, so no size ships on a guess. */
export function parcelForSizeTitle(title: string): Parcel {
  const contents = contentsGrams(title);
  if (contents === null) throw new Error(`seed: size "${title}" names no ml or g to weigh it by`);
  const [lengthCm, breadthCm, heightCm] = (
    BOXES.find(([upTo]) => contents <= upTo) as (typeof BOXES)[number]
  )[1];
  return { weightGrams: packedWeight(contents), lengthCm, breadthCm, heightCm };
}
