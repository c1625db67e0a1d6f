import { describe, expect, it } from 'vitest';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { CodFormSchema, codOrderBody, EMPTY_NEW_ADDRESS, formFieldOf, NEW_ADDRESS } from './cod-form.ts';

const item: CartItem = {
  _id: '0b7a1f7e-8d8e-4a52-9d1d-5f0c2f7c2b10',
  slug: 'oil',
  name: 'Oil',
  image: 'oil.webp',
  quantity: 2,
  mrp: 50_000,
  salePrice: 45_000,
  size: { _id: '1c7a1f7e-8d8e-4a52-9d1d-5f0c2f7c2b11', title: '100 ml' },
  isBase: true,
};
const address = {
  name: 'Asha Rao',
  line1: '12 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
};

describe('codOrderBody', () => {
  it('sends a WhatsApp box only when it is ticked', () => {
    const form = { name: 'Asha', email: 'asha@example.com', addressId: 'addr-1', address: EMPTY_NEW_ADDRESS };
    const ticked = codOrderBody([item], { ...form, whatsappUpdates: true, whatsappMarketing: false });
    expect(ticked).toMatchObject({ whatsappUpdates: true });
    expect(ticked).not.toHaveProperty('whatsappMarketing');
    expect(codOrderBody([item], form)).not.toHaveProperty('whatsappUpdates');
  });

  it('sends a saved address by its id, with the cart lines and the contact', () => {
    const body = codOrderBody([item], {
      name: ' Asha ',
      email: 'asha@example.com',
      addressId: 'addr-1',
      address: EMPTY_NEW_ADDRESS,
    });
    expect(body).toEqual({
      products: [{ product: item._id, qty: 2, baseSize: item.size._id }],
      isBundle: false,
      name: 'Asha',
      email: 'asha@example.com',
      addressId: 'addr-1',
    });
  });

  it('sends a new address in the checkout shape, and no address id', () => {
    const body = codOrderBody([item], { name: 'Asha', email: 'a@b.in', addressId: NEW_ADDRESS, address });
    expect(body).toMatchObject({ shippingAddress: address });
    expect(body).not.toHaveProperty('addressId');
  });
});

describe('CodFormSchema', () => {
  it('checks the new address only when it is chosen', () => {
    const base = { name: 'Asha', email: 'a@b.in', address: EMPTY_NEW_ADDRESS };
    expect(CodFormSchema.safeParse({ ...base, addressId: 'addr-1' }).success).toBe(true);
    const refused = CodFormSchema.safeParse({ ...base, addressId: NEW_ADDRESS });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['address.line1', 'address.zipcode']));
  });

  it('refuses a malformed e-mail', () => {
    const parsed = CodFormSchema.safeParse({ name: 'A', email: 'nope', addressId: 'x', address });
    expect(parsed.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('formFieldOf', () => {
  it('maps the API field names onto the form', () => {
    expect(formFieldOf('shippingAddress.zipcode')).toBe('address.zipcode');
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('products.0.qty')).toBeNull();
  });
});
