import { DEFAULT_PAYMENT_SETTINGS, shownPrice } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogSize, call, line, login, stockOf } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { orders, users } from '../../db/schema.ts';

// Requests that arrive together, as a double tap or two tabs send them: the user's row lock in
// cod-checkout.service.ts must turn them into one order, or one order and one refusal.
const { t, sizes } = shopForFile();

beforeAll(async () => {
  // The courier's answer for the PIN code, asked once and kept: COD is refused where it is not known yet.
  for (let tries = 0; tries < 50; tries++) {
    const estimate = await t.app.services.deliveryEstimates.estimate('313001');
    if (!estimate.approximate) break;
  }
});

let nextSize = 0;
function cart() {
  const size = sizes[nextSize++] as CatalogSize;
  const qty = Math.ceil(DEFAULT_PAYMENT_SETTINGS.codMinimumPaise / shownPrice(size));
  return { size, qty, products: [line(size, qty)] };
}

const body = (products: object[], line1: string) => ({
  products,
  name: 'Ananya Iyer',
  email: 'ananya@example.com',
  shippingAddress: {
    name: 'Ananya Iyer',
    line1,
    line2: '',
    city: 'Udaipur',
    state: 'Rajasthan',
    zipcode: '313001',
  },
});
const placeCod = (token: string, payload: object) => call(t.app, 'POST', '/orders/cod', { token, payload });

async function ordersOf(mobile: string) {
  const [user] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
  return t.app.db
    .select()
    .from(orders)
    .where(eq(orders.userId, user?.id ?? ''));
}

describe('COD orders placed at the same moment', () => {
  it('turn the same cart sent twice at once into one order, its stock taken once', async () => {
    const shopper = await login(t.app, t.dataDir);
    const { size, qty, products } = cart();
    const before = (await stockOf(t.app, size.sizeId)) ?? 0;
    const payload = body(products, '1 Lake Palace Road');
    const answers = await Promise.all([placeCod(shopper.token, payload), placeCod(shopper.token, payload)]);
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(answers[0]?.json.body.orderId).toBe(answers[1]?.json.body.orderId);
    expect(await ordersOf(shopper.mobile)).toHaveLength(1);
    expect(await stockOf(t.app, size.sizeId)).toBe(before - qty);
  });

  it('place one of two different carts sent at once and refuse the other, past the open orders allowed', async () => {
    const shopper = await login(t.app, t.dataDir);
    const first = cart();
    const second = cart();
    const stockBefore = [
      (await stockOf(t.app, first.size.sizeId)) ?? 0,
      (await stockOf(t.app, second.size.sizeId)) ?? 0,
    ];
    const answers = await Promise.all([
      placeCod(shopper.token, body(first.products, '2 Lake Palace Road')),
      placeCod(shopper.token, body(second.products, '2 Lake Palace Road')),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json.reason).toBe('cod_too_many_open');
    expect(await ordersOf(shopper.mobile)).toHaveLength(1);
    // Stock went out for the placed cart only.
    const stockAfter = [
      (await stockOf(t.app, first.size.sizeId)) ?? 0,
      (await stockOf(t.app, second.size.sizeId)) ?? 0,
    ];
    const placed = answers.findIndex((answer) => answer.statusCode === 200);
    const carts = [first, second];
    carts.forEach((bought, i) => {
      expect(stockAfter[i]).toBe((stockBefore[i] ?? 0) - (i === placed ? bought.qty : 0));
    });
  });
});
