import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { reviews } from '../../db/schema.ts';

const t = appForFile();
let token: string;
let productId: string;
beforeAll(async () => {
  token = (await login(t.app, t.dataDir)).token;
  productId = (await call(t.app, 'GET', '/products?limit=1')).json.body[0]._id;
});

describe('POST /productReviews/userReviews', () => {
  it('stores the review as PENDING plain text, out of the public list until approved', async () => {
    const text = '<script>alert(1)</script> Lovely serum, my skin glows.';
    const { statusCode, json } = await call(t.app, 'POST', '/productReviews/userReviews', {
      token,
      payload: { product: productId, rating: 5, displayName: 'Riya', reviewText: text },
    });
    expect(statusCode).toBe(200);
    expect(json.body.reviewStatus).toBe('PENDING');
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, json.body._id));
    expect(stored?.reviewText).toBe(text);
    const publicList = await call(t.app, 'GET', `/productReviews?product=${productId}&limit=0`);
    expect(publicList.json.body.map((r: { _id: string }) => r._id)).not.toContain(json.body._id);
  });

  it('needs a login', async () => {
    const { statusCode } = await call(t.app, 'POST', '/productReviews/userReviews', {
      payload: { product: productId, rating: 4 },
    });
    expect(statusCode).toBe(401);
  });

  it('requires product and rating with the required-field messages', async () => {
    const { statusCode, json } = await call(t.app, 'POST', '/productReviews', { token, payload: {} });
    expect(statusCode).toBe(400);
    expect(json.errors).toMatchObject({ product: expect.any(String), rating: 'Rating is a required field' });
    const tooHigh = await call(t.app, 'POST', '/productReviews', {
      token,
      payload: { product: productId, rating: 6 },
    });
    expect(tooHigh.json.errors.rating).toBe('Rating must be at most 5');
  });

  it('404s a product that does not exist', async () => {
    const { statusCode } = await call(t.app, 'POST', '/productReviews/userReviews', {
      token,
      payload: { product: '00000000-0000-4000-8000-000000000000', rating: 3 },
    });
    expect(statusCode).toBe(404);
  });
});
