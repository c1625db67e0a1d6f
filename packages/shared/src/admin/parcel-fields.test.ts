import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredMessage } from '../forms.ts';
import {
  DEFAULT_PARCEL,
  parcelFields,
  parcelFormFields,
  parcelFromForm,
  parcelToForm,
} from './parcel-fields.ts';

describe('parcel fields', () => {
  it('shows a size without figures the default box, and reads typed figures back as numbers', () => {
    expect(parcelToForm({})).toEqual({ weightGrams: '250', lengthCm: '10', breadthCm: '8', heightCm: '5' });
    expect(
      parcelFromForm(parcelToForm({ weightGrams: 120, lengthCm: 12, breadthCm: 5, heightCm: 5 })),
    ).toEqual({ weightGrams: 120, lengthCm: 12, breadthCm: 5, heightCm: 5 });
    expect(z.object(parcelFields).parse(DEFAULT_PARCEL)).toEqual(DEFAULT_PARCEL);
  });

  it('refuses an empty or fractional typed figure, and figures beyond a courier’s limits', () => {
    const typed = z
      .object(parcelFormFields)
      .safeParse({ weightGrams: '', lengthCm: '12.5', breadthCm: '5', heightCm: '5' });
    expect(typed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['weightGrams', requiredMessage('Weight')],
      ['weightGrams', 'Weight must be whole grams'],
      ['lengthCm', 'Length must be whole centimetres'],
    ]);
    const api = z.object(parcelFields).safeParse({ weightGrams: 30_001, lengthCm: 0, heightCm: 151 });
    expect(api.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['weightGrams', 'Weight can be at most 30,000 grams'],
      ['lengthCm', 'Length must be more than 0'],
      ['heightCm', 'Height can be at most 150 centimetres'],
    ]);
  });
});
