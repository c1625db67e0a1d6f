import { z } from 'zod';
import { INDIAN_STATES } from './account-forms.ts';
import { consentChoiceFields } from './consents.ts';
import {
  hasControlCharacters,
  normaliseIndianMobile,
  notAllowedMessage,
  optionalText,
  requiredText,
} from './forms.ts';
import { MAX_LINE_QUANTITY, PINCODE_PATTERN } from './limits.ts';
import { messageRef } from './messages/ref.ts';

// What a browser sends to check out and pay. The server prices everything itself; these only say what is bought,
// by whom and where it goes.

/** Line of a checkout request: which size of which product, how many (docs/product.md#checkout; prices come from the server). */
export const CheckoutLineSchema = z
  .object({
    product: z.uuid({ error: messageRef('field.id', { label: 'product' }) }),
    qty: z
      .number({ error: messageRef('field.number', { label: 'qty' }) })
      .int(messageRef('field.wholeNumber', { label: 'qty' }))
      .min(1, messageRef('field.atLeast', { label: 'qty', min: 1 }))
      .max(MAX_LINE_QUANTITY, messageRef('field.atMost', { label: 'qty', max: MAX_LINE_QUANTITY })),
    baseSize: z.uuid({ error: messageRef('field.id', { label: 'baseSize' }) }).optional(),
    size: z.uuid({ error: messageRef('field.id', { label: 'size' }) }).optional(),
  })
  .refine((line) => Boolean(line.baseSize) !== Boolean(line.size), {
    message: messageRef('cart.oneSize'),
    path: ['size'],
  });
export type CheckoutLine = z.output<typeof CheckoutLineSchema>;

// The cart as every checkout sends it: its lines, and whether they are a bundle.
const cartLines = z
  .array(CheckoutLineSchema, { error: 'products must be a list' })
  .min(1, messageRef('cart.empty'))
  .max(50, messageRef('cart.tooManyLines', { count: 50 }));
const isBundle = z.boolean().optional().default(false);

/** POST /orders/create-razorpay-order: the cart, or a bundle of one unit each. */
export const CreateOrderSchema = z.object({
  products: cartLines,
  isBundle,
  /** The PIN code the shopper checked delivery to; an unserviceable one is refused before payment. */
  pincode: z.string().trim().regex(PINCODE_PATTERN, messageRef('checkout.pincode')).optional(),
  /** The WhatsApp boxes, recorded for the logged-in buyer's number with the order (docs/privacy.md#whatsapp). */
  ...consentChoiceFields,
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
    .max(40, messageRef('coupon.codeTooLong'))
    .regex(/^[A-Za-z0-9_-]*$/, messageRef('coupon.codeCharacters'))
    .nullable(),
  /** Magic Checkout sends the shopper's number with the coupon, so customer limits apply before payment. */
  contact: z
    .string()
    .max(20)
    .regex(/^[+\d\s-]*$/, messageRef('checkout.phone'))
    .nullish(),
});
export type ApplyCouponInput = z.input<typeof ApplyCouponSchema>;

// The hosted checkout's own fields, with the gateway's wording ("Name is required") rather than the forms'.
const checkoutText = (label: string, max = 120) =>
  z
    .string({ error: messageRef('field.requiredShort', { label }) })
    .trim()
    .min(1, messageRef('field.requiredShort', { label }))
    .max(max)
    .refine((value) => !hasControlCharacters(value), notAllowedMessage(label));

/** Who pays, as the hosted checkout collects it. */
export const CheckoutContactSchema = z.object({
  name: checkoutText('Name', 80),
  email: z.email({ error: messageRef('checkout.email') }),
  contact: checkoutText('Mobile', 20).refine(
    (value) => normaliseIndianMobile(value) !== null,
    messageRef('checkout.mobile'),
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
  zipcode: z.string().regex(PINCODE_PATTERN, messageRef('checkout.pincode')),
  country: z.literal('India').default('India'),
});
export type ShippingAddress = z.output<typeof ShippingAddressSchema>;

/** The sandbox checkout's Pay button: the contact and the shipping address. */
export const CheckoutDetailsSchema = CheckoutContactSchema.extend({ shippingAddress: ShippingAddressSchema });
export type CheckoutDetails = z.output<typeof CheckoutDetailsSchema>;

/** Where a cash-on-delivery order goes when typed at the checkout: the hosted checkout's shape, a state of India. */
export const CodShippingAddressSchema = z.object({
  name: checkoutText('Name', 80),
  line1: checkoutText('Address', 200),
  line2: optionalText('Address', 200).transform((value) => value ?? ''),
  city: checkoutText('City', 80),
  state: z.enum(INDIAN_STATES, { error: messageRef('checkout.state') }),
  zipcode: z.string().trim().regex(PINCODE_PATTERN, messageRef('checkout.pincode')),
});

/**
 * POST /orders/cod (docs/cod.md#placing-an-order): the cart, a coupon, who to call and where it goes: a saved
 * address of the shopper's (`addressId`) or one typed in (`shippingAddress`), exactly one of them. The number
 * is the account's, proven by its login code.
 */
export const CodOrderSchema = z
  .object({
    products: cartLines,
    isBundle,
    couponCode: z
      .string()
      .trim()
      .max(40, messageRef('coupon.codeTooLong'))
      .regex(/^[A-Za-z0-9_-]*$/, messageRef('coupon.codeCharacters'))
      .optional()
      .transform((value) => value || undefined),
    name: checkoutText('Name', 80),
    email: z.email({ error: messageRef('checkout.email') }),
    addressId: z.uuid({ error: messageRef('field.id', { label: 'addressId' }) }).optional(),
    shippingAddress: CodShippingAddressSchema.optional(),
    /** The WhatsApp boxes of the contact step, recorded for the order's number (docs/privacy.md#whatsapp). */
    ...consentChoiceFields,
  })
  .refine((order) => (order.addressId === undefined) !== (order.shippingAddress === undefined), {
    message: messageRef('checkout.addressOne'),
    path: ['shippingAddress'],
  });
export type CodOrderInput = z.input<typeof CodOrderSchema>;
export type CodOrder = z.output<typeof CodOrderSchema>;

/** POST /orders/cod/confirm: the token of the message's link; `cancel` cancels the order instead. */
export const CodConfirmSchema = z.object({
  token: z
    .string({ error: messageRef('cod.linkUnknown') })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, messageRef('cod.linkUnknown')),
  cancel: z.boolean().optional().default(false),
});
export type CodConfirmInput = z.input<typeof CodConfirmSchema>;
