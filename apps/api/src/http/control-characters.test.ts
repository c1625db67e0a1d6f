import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  checkoutDetails,
  line,
  login,
  newMobile,
  savedAddress,
  sellableSizes,
} from '../../test/shop.ts';
import { appForFile } from '../../test/test-app.ts';
import { contactMessages, reviews, userAddresses, users } from '../db/schema.ts';

const t = appForFile();
let token: string;
let mobile: string;
beforeAll(async () => {
  ({ token, mobile } = await login(t.app, t.dataDir));
});

// NUL is what PostgreSQL refuses; BEL stands for the other C0 controls, NEL (U+0085) for C1, DEL for itself.
const BAD = { NUL: '\u0000', BEL: '\u0007', NEL: '\u0085', DEL: '\u007f' };

const address = savedAddress;

const refused = (response: { statusCode: number; json: any }, field: string, label: string) => {
  expect(response.statusCode, JSON.stringify(response.json)).toBe(400);
  expect(response.json).toMatchObject({
    status: 400,
    errors: { [field]: `${label} contains characters that are not allowed` },
  });
};

describe.each(Object.entries(BAD))('%s in a field', (_name, bad) => {
  it('is refused in the product and blog searches', async () => {
    for (const path of ['/products', '/blogs']) {
      refused(
        await call(t.app, 'GET', `${path}?searchQuery=${encodeURIComponent(`aloe${bad}vera`)}`),
        'searchQuery',
        'searchQuery',
      );
    }
  });

  it('is refused by the contact form, which stores nothing', async () => {
    const before = await t.database.db.$count(contactMessages);
    const response = await call(t.app, 'POST', '/contactUs', {
      payload: { name: `Priya${bad}`, email: 'p@example.com', number: '9829011111', message: `Hi${bad}` },
      ip: '10.1.0.1',
    });
    refused(response, 'name', 'Name');
    expect(response.json.errors.message).toBe('Message contains characters that are not allowed');
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('is refused in the profile, which keeps its name', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    refused(
      await call(t.app, 'PUT', '/users/updateProfile', { token, payload: { name: `Ravi${bad}Kumar` } }),
      'name',
      'Name',
    );
    const [after] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(after?.name).toBe(before?.name);
  });

  it('is refused in a new or edited address, which changes nothing', async () => {
    const count = () => t.database.db.$count(userAddresses);
    const before = await count();
    refused(
      await call(t.app, 'POST', '/userAddress', { token, payload: { ...address, city: `Udai${bad}pur` } }),
      'city',
      'City',
    );
    expect(await count()).toBe(before);
    const created = await call(t.app, 'POST', '/userAddress', { token, payload: address });
    const id = created.json.body._id as string;
    refused(
      await call(t.app, 'PUT', `/userAddress/${id}`, { token, payload: { ...address, address: `7${bad}` } }),
      'address',
      'Address',
    );
    expect((await call(t.app, 'GET', `/userAddress/${id}`, { token })).json.body.address).toBe(
      address.address,
    );
  });

  it('is refused in a review, which is not saved', async () => {
    const [size] = await sellableSizes(t.app);
    const before = await t.database.db.$count(reviews);
    const response = await call(t.app, 'POST', '/productReviews/userReviews', {
      token,
      payload: { product: size?.productId, rating: 5, displayName: `A${bad}`, reviewText: `Lovely${bad}` },
    });
    refused(response, 'reviewText', 'Review');
    expect(response.json.errors.displayName).toBe('Display Name contains characters that are not allowed');
    expect(await t.database.db.$count(reviews)).toBe(before);
  });

  it('is refused by the coupon and sandbox payment calls', async () => {
    refused(
      await call(t.app, 'POST', '/orders/apply-coupon', {
        payload: { razorpayOrderId: `order_${bad}`, couponCode: null },
      }),
      'razorpayOrderId',
      'razorpayOrderId',
    );
    const [size] = await sellableSizes(t.app);
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(size as NonNullable<typeof size>)] },
    });
    const details = checkoutDetails(newMobile());
    const response = await call(t.app, 'POST', `/payments/sandbox/orders/${created.json.body.id}/pay`, {
      payload: { ...details, shippingAddress: { ...details.shippingAddress, line2: `Gate${bad}2` } },
    });
    refused(response, 'shippingAddress.line2', 'Address');
  });
});

describe('line breaks', () => {
  it('are kept in multi-line text and refused in single-line fields', async () => {
    const sent = await call(t.app, 'POST', '/contactUs', {
      payload: {
        name: 'Priya\n',
        email: 'p@example.com',
        number: '9829011111',
        message: 'Hello,\r\n\tthe serum?\nThanks',
      },
      ip: '10.1.0.2',
    });
    expect(sent.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.json.body._id));
    expect(stored).toMatchObject({ name: 'Priya', message: 'Hello,\r\n\tthe serum?\nThanks' });
    refused(
      await call(t.app, 'PUT', '/users/updateProfile', { token, payload: { name: 'Ravi\nKumar' } }),
      'name',
      'Name',
    );
  });
});
