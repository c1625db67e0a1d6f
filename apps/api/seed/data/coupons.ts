import { rupees } from '@shop/shared';

/**
 * Demo coupons: a first-order percentage with a cap and a flat amount, both with a minimum order, and one expired.
 */
export const demoCoupons = [
  {
    code: 'WELCOME10',
    description: '10% off your first order above ₹499, up to ₹300',
    kind: 'PERCENT' as const,
    value: 10,
    minOrderPaise: rupees(499),
    maxDiscountPaise: rupees(300),
    expiresAt: null,
    firstOrderOnly: true,
    maxUsesPerCustomer: 1,
  },
  {
    code: 'FLAT150',
    description: '₹150 off orders above ₹999',
    kind: 'FLAT' as const,
    value: rupees(150),
    minOrderPaise: rupees(999),
    maxDiscountPaise: null,
    expiresAt: null,
  },
  {
    code: 'DIWALI2025',
    description: 'Festive offer (ended)',
    kind: 'PERCENT' as const,
    value: 20,
    minOrderPaise: 0,
    maxDiscountPaise: null,
    expiresAt: new Date('2025-11-01T00:00:00Z'),
  },
];
