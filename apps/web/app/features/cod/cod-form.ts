import { CheckoutContactSchema, ShippingAddressSchema } from '@shop/shared';
import { z } from 'zod';
import { checkoutLines } from '#app/features/checkout/index.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';

/** The new-address choice among the saved addresses' ids. */
export const NEW_ADDRESS = 'new';

export const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'zipcode'] as const;
export type NewAddress = Record<(typeof ADDRESS_FIELDS)[number], string>;

export interface CodFormValues {
  name: string;
  email: string;
  /** A saved address's id, or NEW_ADDRESS. */
  addressId: string;
  address: NewAddress;
  /** The WhatsApp boxes of the contact step, unticked until the shopper ticks them. */
  whatsappUpdates?: boolean;
  whatsappMarketing?: boolean;
}

export const EMPTY_NEW_ADDRESS: NewAddress = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zipcode: '',
};

/**
 * The COD checkout's form, checked in the browser with the API's own rules (the checkout's contact and address
 * shapes), so their messages are the ones the API would give; the new address is checked only when chosen.
 */
export const CodFormSchema = z
  .object({
    name: CheckoutContactSchema.shape.name,
    email: CheckoutContactSchema.shape.email,
    addressId: z.string().min(1),
    whatsappUpdates: z.boolean().optional(),
    whatsappMarketing: z.boolean().optional(),
    address: z.object(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, z.string()]))),
  })
  .superRefine((form, ctx) => {
    if (form.addressId !== NEW_ADDRESS) return;
    const parsed = ShippingAddressSchema.safeParse(form.address);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['address', ...issue.path], message: issue.message });
    }
  });

/**
 * `POST /orders/cod`'s body: the cart's lines (prices come from the server), the contact, a saved address's id or
 * the new address in the checkout's shape, and a WhatsApp box only when ticked: a box left unticked at the
 * checkout withdraws nothing the shopper chose in their account.
 */
export function codOrderBody(cart: CartItem[], form: CodFormValues) {
  const contact = { name: form.name.trim(), email: form.email.trim() };
  const where =
    form.addressId === NEW_ADDRESS
      ? {
          shippingAddress: Object.fromEntries(
            ADDRESS_FIELDS.map((field) => [field, form.address[field].trim()]),
          ) as NewAddress,
        }
      : { addressId: form.addressId };
  const whatsapp = {
    ...(form.whatsappUpdates ? { whatsappUpdates: true } : {}),
    ...(form.whatsappMarketing ? { whatsappMarketing: true } : {}),
  };
  return { products: checkoutLines(cart), isBundle: false, ...contact, ...where, ...whatsapp };
}

/**
 * The API's field errors as the form's names: an address field may come back as `shippingAddress.city` (the
 * body's name) and is shown at `address.city`.
 */
export function formFieldOf(apiField: string): string | null {
  if (apiField === 'name' || apiField === 'email') return apiField;
  if (apiField === 'addressId') return 'addressId';
  const match = /^shippingAddress\.(\w+)$/.exec(apiField);
  if (match && (ADDRESS_FIELDS as readonly string[]).includes(match[1] ?? '')) return `address.${match[1]}`;
  return null;
}
