import { z } from 'zod';
import {
  hasControlCharacters,
  normaliseIndianMobile,
  notAllowedMessage,
  optionalText,
  requiredText,
} from './forms.ts';
import { MAX_LINE_QUANTITY, PINCODE_PATTERN } from './limits.ts';

// What a browser sends to check out and pay. The server prices everything itself; these only say what is bought,
// by whom and where it goes.

/** Line of a checkout request: which size of which product, how many (docs/product.md#checkout; prices come from the server). */
export const CheckoutLineSchema = z
  .object({
    product: z.uuid({ error: 'product must be a valid id' }),
    qty: z
      .number({ error: 'qty must be a number' })
      .int('qty must be a whole number')
      .min(1, 'qty must be at least 1')
      .max(MAX_LINE_QUANTITY, `qty must be at most ${MAX_LINE_QUANTITY}`),
    baseSize: z.uuid({ error: 'baseSize must be a valid id' }).optional(),
    size: z.uuid({ error: 'size must be a valid id' }).optional(),
  })
  .refine((line) => Boolean(line.baseSize) !== Boolean(line.size), {
    message: 'Each line needs exactly one of baseSize or size',
    path: ['size'],
  });
export type CheckoutLine = z.output<typeof CheckoutLineSchema>;

/** POST /orders/create-razorpay-order: the cart, or a bundle of one unit each. */
export const CreateOrderSchema = z.object({
  products: z
    .array(CheckoutLineSchema, { error: 'products must be a list' })
    .min(1, 'Your cart is empty')
    .max(50, 'An order can have at most 50 lines'),
  isBundle: z.boolean().optional().default(false),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

/** POST /orders/verify-payment-signature: what the gateway's checkout hands the browser on success. */
export const VerifyPaymentSchema = z.object({
  razorpayPaymentId: requiredText('razorpayPaymentId', 100),
  razorpayOrderId: requiredText('razorpayOrderId', 100),
  razorpaySignature: requiredText('razorpaySignature', 200).regex(
    /^[0-9a-f]{64}$/i,
    'razorpaySignature is malformed',
  ),
});
export type VerifyPaymentInput = z.input<typeof VerifyPaymentSchema>;

/** POST /orders/apply-coupon: a code, or null to remove it, for an order not yet paid. */
export const ApplyCouponSchema = z.object({
  razorpayOrderId: requiredText('razorpayOrderId', 100),
  couponCode: z
    .string()
    .trim()
    .max(40, 'Coupon code is too long')
    .regex(/^[A-Za-z0-9_-]*$/, 'Coupon codes are letters and digits')
    .nullable(),
  /** Magic Checkout sends the shopper's number with the coupon, so customer limits apply before payment. */
  contact: z
    .string()
    .max(20)
    .regex(/^[+\d\s-]*$/, 'contact must be a phone number')
    .nullish(),
});
export type ApplyCouponInput = z.input<typeof ApplyCouponSchema>;

// The hosted checkout's own fields, with the gateway's wording ("Name is required") rather than the forms'.
const checkoutText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max)
    .refine((value) => !hasControlCharacters(value), notAllowedMessage(label));

/** Who pays, as the hosted checkout collects it. */
export const CheckoutContactSchema = z.object({
  name: checkoutText('Name', 80),
  email: z.email({ error: 'E-mail must be valid' }),
  contact: checkoutText('Mobile', 20).refine(
    (value) => normaliseIndianMobile(value) !== null,
    'Mobile must be a valid Indian number',
  ),
});
export type CheckoutContact = z.output<typeof CheckoutContactSchema>;

/** Where the order goes; we ship within India only. */
export const ShippingAddressSchema = z.object({
  name: checkoutText('Name', 80),
  line1: checkoutText('Address', 200),
  line2: optionalText('Address', 200).transform((value) => value ?? ''),
  city: checkoutText('City', 80),
  state: checkoutText('State', 80),
  zipcode: z.string().regex(PINCODE_PATTERN, 'PIN code must be 6 digits'),
  country: z.literal('India').default('India'),
});
export type ShippingAddress = z.output<typeof ShippingAddressSchema>;

/** The sandbox checkout's Pay button: the contact and the shipping address. */
export const CheckoutDetailsSchema = CheckoutContactSchema.extend({ shippingAddress: ShippingAddressSchema });
export type CheckoutDetails = z.output<typeof CheckoutDetailsSchema>;
