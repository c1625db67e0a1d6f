import { z } from 'zod';
import { requiredMessage } from '../forms.ts';
import type { Parcel } from '../shipping.ts';

// docs/shipping.md#parcels: a product size's packed weight and box, as couriers price it. The API takes whole grams
// and centimetres; the product form types them as text and turns them into these.

/** The heaviest and largest parcel a courier aggregator books as one B2C shipment. */
export const MAX_PARCEL_GRAMS = 30_000;
export const MAX_PARCEL_CM = 150;

export const PARCEL_FIELDS = [
  'weightGrams',
  'lengthCm',
  'breadthCm',
  'heightCm',
] as const satisfies readonly (keyof Parcel)[];
export type ParcelField = (typeof PARCEL_FIELDS)[number];

const LABELS: Record<ParcelField, { label: string; unit: string; max: number }> = {
  weightGrams: { label: 'Weight', unit: 'grams', max: MAX_PARCEL_GRAMS },
  lengthCm: { label: 'Length', unit: 'centimetres', max: MAX_PARCEL_CM },
  breadthCm: { label: 'Breadth', unit: 'centimetres', max: MAX_PARCEL_CM },
  heightCm: { label: 'Height', unit: 'centimetres', max: MAX_PARCEL_CM },
};

const measure = (field: ParcelField) => {
  const { label, unit, max } = LABELS[field];
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole ${unit}`)
    .min(1, `${label} must be more than 0`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-IN')} ${unit}`);
};

/**
 * A size's parcel in the API's body. Each field may be left out: a new size then takes the shop's default box
 * (250 g, 10 × 8 × 5 cm) and a kept size keeps what it had, so clients written before parcels still work.
 */
export const parcelFields = {
  weightGrams: measure('weightGrams').optional(),
  lengthCm: measure('lengthCm').optional(),
  breadthCm: measure('breadthCm').optional(),
  heightCm: measure('heightCm').optional(),
};

const typed = (field: ParcelField) => {
  const { label, unit } = LABELS[field];
  return z
    .string()
    .trim()
    .min(1, requiredMessage(label))
    .regex(/^\d{1,6}$/, `${label} must be whole ${unit}`);
};

/** The same fields as the product form holds them: text as typed. */
export const parcelFormFields = {
  weightGrams: typed('weightGrams'),
  lengthCm: typed('lengthCm'),
  breadthCm: typed('breadthCm'),
  heightCm: typed('heightCm'),
};

/** The shop's default box for a size with no figures of its own (the table's defaults). */
export const DEFAULT_PARCEL: Parcel = { weightGrams: 250, lengthCm: 10, breadthCm: 8, heightCm: 5 };

export function parcelToForm(size: Partial<Parcel>): Record<ParcelField, string> {
  return {
    weightGrams: String(size.weightGrams ?? DEFAULT_PARCEL.weightGrams),
    lengthCm: String(size.lengthCm ?? DEFAULT_PARCEL.lengthCm),
    breadthCm: String(size.breadthCm ?? DEFAULT_PARCEL.breadthCm),
    heightCm: String(size.heightCm ?? DEFAULT_PARCEL.heightCm),
  };
}

export function parcelFromForm(size: Record<ParcelField, string>): Parcel {
  return {
    weightGrams: Number(size.weightGrams),
    lengthCm: Number(size.lengthCm),
    breadthCm: Number(size.breadthCm),
    heightCm: Number(size.heightCm),
  };
}
