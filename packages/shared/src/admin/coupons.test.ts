import { describe, expect, it } from 'vitest';
import {
  CouponFormSchema,
  type CouponFormValues,
  couponStatus,
  couponToForm,
  EMPTY_COUPON_FORM,
  indianLocalToIso,
  isoToIndianLocal,
} from './coupons.ts';

describe('dates typed in Indian time', () => {
  it('are moments in UTC, and back, whatever the zone the browser is in', () => {
    expect(indianLocalToIso('2026-11-24T00:15')).toBe('2026-11-23T18:45:00.000Z');
    expect(isoToIndianLocal('2026-11-23T18:45:00.000Z')).toBe('2026-11-24T00:15');
    expect(indianLocalToIso('2026-11-24')).toBeNull();
    expect(indianLocalToIso('2026-13-40T10:00')).toBeNull();
  });
});

describe('the coupon form', () => {
  const typed: CouponFormValues = {
    ...EMPTY_COUPON_FORM,
    code: ' diwali ',
    kind: 'PERCENT',
    value: '15',
    minOrderPaise: '999.50',
    maxDiscountPaise: '300',
    startsAt: '2026-10-20T00:00',
    expiresAt: '2026-11-05T23:59',
    maxUses: '500',
    maxUsesPerCustomer: '1',
  };

  it('becomes the API body in paise with ISO moments, and a stored coupon becomes the form again', () => {
    const parsed = CouponFormSchema.parse(typed);
    expect(parsed).toEqual({
      code: 'DIWALI',
      description: '',
      kind: 'PERCENT',
      value: 15,
      minOrderPaise: 99950,
      maxDiscountPaise: 30000,
      startsAt: '2026-10-19T18:30:00.000Z',
      expiresAt: '2026-11-05T18:29:00.000Z',
      active: true,
      firstOrderOnly: false,
      maxUses: 500,
      maxUsesPerCustomer: 1,
    });
    expect(couponToForm(parsed)).toEqual({ ...typed, code: 'DIWALI' });
  });

  it('reads a flat value in rupees and leaves out a largest discount', () => {
    const parsed = CouponFormSchema.parse({ ...typed, kind: 'FLAT', value: '150' });
    expect(parsed).toMatchObject({ kind: 'FLAT', value: 15000, maxDiscountPaise: null });
  });

  const errors = (values: Partial<CouponFormValues>) => {
    const result = CouponFormSchema.safeParse({ ...typed, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('refuses what the API would, at the same fields', () => {
    expect(errors({ value: '101' })).toEqual({ value: 'A percentage must be between 1 and 100' });
    expect(errors({ value: '12.5' })).toEqual({ value: 'A percentage must be a whole number' });
    expect(errors({ kind: 'FLAT', value: '0' })).toEqual({ value: 'The amount must be more than ₹0' });
    expect(errors({ expiresAt: '2026-10-01T00:00' })).toEqual({
      expiresAt: 'The end must be after the start',
    });
    expect(errors({ minOrderPaise: '99.999' })).toEqual({
      minOrderPaise: 'Minimum order must be in rupees, with at most 2 decimals',
    });
    expect(errors({ code: '' })).toEqual({ code: 'Code is a required field' });
    expect(errors({ maxUses: '1', maxUsesPerCustomer: '2' })).toEqual({
      maxUsesPerCustomer: 'Uses per customer cannot be more than uses in all',
    });
  });
});

describe('where a coupon stands', () => {
  const now = new Date('2026-11-24T06:00:00Z');
  const base = { active: true, startsAt: null, expiresAt: null, maxUses: null, usedCount: 0 };
  it('is read in the order the checkout refuses it', () => {
    expect(couponStatus(base, now)).toBe('active');
    expect(couponStatus({ ...base, startsAt: '2026-11-25T00:00:00Z' }, now)).toBe('scheduled');
    expect(couponStatus({ ...base, expiresAt: '2026-11-24T06:00:00Z' }, now)).toBe('expired');
    expect(couponStatus({ ...base, maxUses: 3, usedCount: 3 }, now)).toBe('usedUp');
    expect(couponStatus({ ...base, active: false, expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe('off');
    expect(couponStatus({ ...base, maxUses: 3, usedCount: 3, expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe(
      'expired',
    );
  });
});
