import { describe, expect, it } from 'vitest';
import { parcelFor } from './parcel.ts';

describe('an order’s parcel', () => {
  it('adds the goods’ weights and the packaging, and stacks the units in a box as large as the largest', () => {
    const parcel = parcelFor(
      [
        { qty: 2, weightGrams: 200, lengthCm: 12, breadthCm: 6, heightCm: 4 },
        { qty: 1, weightGrams: 350, lengthCm: 9, breadthCm: 9, heightCm: 7 },
      ],
      100,
    );
    expect(parcel).toEqual({
      weightGrams: 2 * 200 + 350 + 100,
      lengthCm: 12,
      breadthCm: 9,
      heightCm: 4 + 4 + 7,
    });
  });

  it('is the packaging alone in a box of a centimetre when nothing is in it', () => {
    expect(parcelFor([], 80)).toEqual({ weightGrams: 80, lengthCm: 1, breadthCm: 1, heightCm: 1 });
  });
});
