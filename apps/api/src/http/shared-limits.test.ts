import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable } from '../../test/redis.ts';
import { buy, call, line, newMobile, readOtp, sellableSizes, stockOf } from '../../test/shop.ts';
import { postgresReachable, type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { webhookSignature } from '../adapters/payments/razorpay/signatures.ts';
import { orders } from '../db/schema.ts';
import { loadSecrets } from '../secrets.ts';

// Behind a load balancer a client's requests land on any instance: each limit must count them all together.
const postgresUp = await postgresReachable();
const redisUp = await redisReachable();

/** An address no other run has used, since the limits' windows outlive a test run in the shared Redis. */
const freshAddress = () =>
  `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe.skipIf(!postgresUp || !redisUp)(
  'limits shared by two instances on one PostgreSQL and one Redis',
  () => {
    let pair: TwoInstances;
    /** Alternates between the instances, as a round-robin load balancer does. */
    const nth = (i: number) => (i % 2 === 0 ? pair.one : pair.two).app;

    beforeAll(async () => {
      pair = await twoInstances();
    }, 120_000);
    afterAll(() => pair?.close());

    it('counts a route’s rate limit over both instances (the contact form: 5 in 10 minutes)', async () => {
      const ip = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const sent = await call(nth(i), 'POST', '/contactUs', {
          ip,
          payload: { name: 'Asha', email: 'asha@example.in', number: '9876543210', message: `Hello ${i}` },
        });
        codes.push(sent.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      // Another address is untouched on either instance.
      const other = await call(pair.two.app, 'POST', '/contactUs', {
        ip: freshAddress(),
        payload: { name: 'Ravi', email: 'ravi@example.in', number: '9876543211', message: 'Hello' },
      });
      expect(other.statusCode).toBe(200);
    });

    it('counts a device’s login codes over both instances, and a client’s resend interval on either', async () => {
      const ip = freshAddress();
      const device = `shop_device=${randomBytes(16).toString('base64url').slice(0, 22)}`;
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        codes.push(
          (
            await call(nth(i), 'POST', '/users/register', {
              payload: { mobile: newMobile() },
              ip,
              cookie: device,
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);

      const mobile = newMobile();
      const client = freshAddress();
      const first = await call(pair.one.app, 'POST', '/users/register', { payload: { mobile }, ip: client });
      expect(first.statusCode).toBe(200);
      const again = await call(pair.two.app, 'POST', '/users/register', { payload: { mobile }, ip: client });
      expect(again.statusCode).toBe(429);
      const resent = await call(pair.two.app, 'GET', '/users/resendOtp', { token: first.json.body.token });
      expect(resent.statusCode).toBe(429);
    });

    it('counts a number’s wrong login codes over both instances', async () => {
      const mobile = newMobile();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const ip = freshAddress();
        const registered = await call(nth(i), 'POST', '/users/register', { payload: { mobile }, ip });
        statuses.push(registered.statusCode);
        if (registered.statusCode !== 200) continue;
        const sentBy = i % 2 === 0 ? pair.one : pair.two;
        const code = await readOtp(sentBy.dataDir, mobile);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        // Each guess on the other instance than the last.
        for (let guess = 0; guess < 5; guess++) {
          const answer = await call(nth(i + guess), 'POST', '/users/verifyAccount', {
            token: registered.json.body.token,
            payload: { otp: wrong },
            ip,
          });
          statuses.push(answer.statusCode);
        }
      }
      // Four challenges spend the number's 20; the fifth client gets no code on either instance.
      expect(statuses.filter((status) => status === 400)).toHaveLength(20);
      expect(statuses.at(-1)).toBe(429);
    });

    it('handles one webhook event once, though the gateway delivers it to both instances at once', async () => {
      const [size] = await sellableSizes(pair.one.app);
      if (!size) throw new Error('no sellable size');
      const stockBefore = (await stockOf(pair.one.app, size.sizeId)) as number;
      const { result, created } = await buy(pair.one.app, [line(size)]);
      const secret = (await loadSecrets(pair.two.app.config)).sandboxWebhookSecret;
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: result.razorpay_payment_id, order_id: result.razorpay_order_id } },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      const deliver = (i: number) =>
        nth(i).inject({
          method: 'POST',
          url: '/api/v1/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(secret, body),
            'x-razorpay-event-id': `evt_${i}`,
          },
          payload: body,
        });
      const answers = await Promise.all([0, 1, 2, 3].map(deliver));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const handled = answers.filter((answer) => answer.json().message !== 'Event already processed');
      expect(handled).toHaveLength(1);

      const [order] = await pair.one.database.db.select().from(orders).where(eq(orders.id, created._id));
      expect(order?.paymentStatus).toBe('PAID');
      expect(await stockOf(pair.two.app, size.sizeId)).toBe(stockBefore - 1);
    });
  },
);
