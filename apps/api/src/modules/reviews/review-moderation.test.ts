import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginAs } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { auditLog, reviews } from '../../db/schema.ts';

// docs/admin.md#roles: staff approve and reject shoppers' reviews; the storefront shows the outcome at once.
const t = appForFile();
let staff: string;
let shopper: string;
let shopperMobile: string;
let product: { _id: string; slug: string; name: string };

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  const session = await login(t.app, t.dataDir);
  shopper = session.token;
  shopperMobile = session.mobile;
  product = (await call(t.app, 'GET', '/products?limit=1')).json.body[0];
});

let reviewsByShopper = 0;
let shopperCount = 0;

async function submitReview(rating: number, reviewText: string, productId = product._id): Promise<string> {
  // A shopper may write 10 reviews an hour; a fresh shopper takes over before that.
  if (reviewsByShopper === 9) {
    shopperCount++;
    shopper = (await login(t.app, t.dataDir, undefined, `10.8.0.${shopperCount}`)).token;
    reviewsByShopper = 0;
  }
  reviewsByShopper++;
  const { statusCode, json } = await call(t.app, 'POST', '/productReviews/userReviews', {
    token: shopper,
    payload: { product: productId, rating, displayName: 'Moderation Tester', reviewText },
  });
  expect(statusCode).toBe(200);
  return json.body._id;
}

const productPage = async () => (await call(t.app, 'GET', `/products/findBySlug/${product.slug}`)).json;
const publicReviewIds = async () =>
  (await call(t.app, 'GET', `/productReviews?product=${product._id}&limit=0`)).json.body.map(
    (review: { _id: string }) => review._id,
  );

describe('GET /admin/reviews', () => {
  it('lists pending reviews oldest first, with the product and the account number', async () => {
    const first = await submitReview(4, 'queue order first');
    const second = await submitReview(3, 'queue order second');
    const { statusCode, json } = await call(t.app, 'GET', '/admin/reviews?reviewStatus=PENDING&limit=0', {
      token: staff,
    });
    expect(statusCode).toBe(200);
    const rows = json.body as { _id: string; createdAt: string; reviewStatus: string }[];
    expect(rows.every((row) => row.reviewStatus === 'PENDING')).toBe(true);
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort());
    const ids = rows.map((row) => row._id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(rows.find((row) => row._id === first)).toMatchObject({
      product: { _id: product._id, name: expect.any(String), slug: product.slug, image: expect.any(String) },
      rating: 4,
      reviewText: 'queue order first',
      displayName: 'Moderation Tester',
      author: 'Moderation Tester',
      mobile: shopperMobile,
    });
    expect(json.totalRecords).toBe(rows.length);
  });

  it('filters by status and searches text, author and product name', async () => {
    const id = await submitReview(5, 'smells of saffron and sandalwood');
    const byText = await call(t.app, 'GET', '/admin/reviews?search=SAFFRON and sandal', { token: staff });
    expect(byText.json.body.map((row: { _id: string }) => row._id)).toEqual([id]);
    const byProduct = await call(
      t.app,
      'GET',
      `/admin/reviews?reviewStatus=PENDING&limit=0&search=${encodeURIComponent(product.name)}`,
      { token: staff },
    );
    expect(byProduct.json.body.map((row: { _id: string }) => row._id)).toContain(id);
    expect(
      byProduct.json.body.every((row: { product: { _id: string } }) => row.product._id === product._id),
    ).toBe(true);
    const active = await call(t.app, 'GET', '/admin/reviews?reviewStatus=ACTIVE&limit=0', { token: staff });
    expect(active.json.body.length).toBeGreaterThan(0);
    expect(active.json.body.every((row: { reviewStatus: string }) => row.reviewStatus === 'ACTIVE')).toBe(
      true,
    );
    const bad = await call(t.app, 'GET', '/admin/reviews?reviewStatus=HIDDEN', { token: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors.reviewStatus).toBeDefined();
  });
});

describe('PATCH /admin/reviews/:id', () => {
  it('approving shows the review, its stars and the new average on the very next request', async () => {
    const id = await submitReview(1, 'approved on the next request');
    // Read first, so the catalog cache holds the answers from before the approval.
    const before = await productPage();
    expect(await publicReviewIds()).not.toContain(id);

    const approved = await call(t.app, 'PATCH', `/admin/reviews/${id}`, {
      token: staff,
      payload: { reviewStatus: 'ACTIVE' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json.body).toEqual({ _id: id, reviewStatus: 'ACTIVE' });

    expect(await publicReviewIds()).toContain(id);
    const after = await productPage();
    expect(after.ratingStats.totalReviews).toBe(before.ratingStats.totalReviews + 1);
    expect(after.ratingStats.ratingsBreakdown['1']).toBe(before.ratingStats.ratingsBreakdown['1'] + 1);
    expect(after.body.totalReviews).toBe(before.body.totalReviews + 1);
    expect(after.body.averageRating).toBe(after.ratingStats.averageRating);
    expect(after.body.averageRating).toBeLessThan(before.body.averageRating);
    const listed = (await call(t.app, 'GET', '/products?limit=0')).json.body.find(
      (item: { _id: string }) => item._id === product._id,
    );
    expect(listed.averageRating).toBe(after.body.averageRating);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.createdAt));
    expect(audit).toMatchObject({
      action: 'approve',
      entityType: 'review',
      before: { reviewStatus: 'PENDING' },
      after: { reviewStatus: 'ACTIVE' },
      actorRole: 'STAFF',
    });
  });

  it('rejecting keeps the review off the storefront and the rating as it was', async () => {
    const id = await submitReview(1, 'rejected, never shown');
    const before = await productPage();
    const rejected = await call(t.app, 'PATCH', `/admin/reviews/${id}`, {
      token: staff,
      payload: { reviewStatus: 'REJECTED' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await publicReviewIds()).not.toContain(id);
    const after = await productPage();
    expect(after.ratingStats).toEqual(before.ratingStats);
    expect(after.body.averageRating).toBe(before.body.averageRating);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows).toMatchObject([{ action: 'reject', after: { reviewStatus: 'REJECTED' } }]);
  });

  it('takes back an approval: rejecting an approved review removes it and its stars', async () => {
    const id = await submitReview(2, 'approved then rejected');
    await call(t.app, 'PATCH', `/admin/reviews/${id}`, { token: staff, payload: { reviewStatus: 'ACTIVE' } });
    const approved = await productPage();
    await call(t.app, 'PATCH', `/admin/reviews/${id}`, {
      token: staff,
      payload: { reviewStatus: 'REJECTED' },
    });
    expect(await publicReviewIds()).not.toContain(id);
    const after = await productPage();
    expect(after.body.totalReviews).toBe(approved.body.totalReviews - 1);
  });

  it('answers a bad status with a field error and changes nothing', async () => {
    const id = await submitReview(3, 'bad status stays pending');
    for (const payload of [{ reviewStatus: 'PENDING' }, { reviewStatus: 'maybe' }, {}]) {
      const response = await call(t.app, 'PATCH', `/admin/reviews/${id}`, { token: staff, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json.errors.reviewStatus).toBe(
        'reviewStatus must be ACTIVE (approve) or REJECTED (reject)',
      );
    }
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored?.reviewStatus).toBe('PENDING');
  });

  it('404s a review that does not exist, and refuses shoppers', async () => {
    const missing = await call(t.app, 'PATCH', '/admin/reviews/00000000-0000-4000-8000-000000000000', {
      token: staff,
      payload: { reviewStatus: 'ACTIVE' },
    });
    expect(missing.statusCode).toBe(404);
    const id = await submitReview(5, 'shoppers cannot approve');
    const refused = await call(t.app, 'PATCH', `/admin/reviews/${id}`, {
      token: shopper,
      payload: { reviewStatus: 'ACTIVE' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('PATCH /admin/reviews (many at once)', () => {
  it('approves every review named, each audited, all public on the next request', async () => {
    const ids = [await submitReview(5, 'bulk one'), await submitReview(4, 'bulk two')];
    const before = await productPage();
    const { statusCode, json } = await call(t.app, 'PATCH', '/admin/reviews', {
      token: staff,
      payload: { ids, reviewStatus: 'ACTIVE' },
    });
    expect(statusCode).toBe(200);
    expect(json.message).toBe('Reviews approved');
    const shown = await publicReviewIds();
    for (const id of ids) expect(shown).toContain(id);
    expect((await productPage()).body.totalReviews).toBe(before.body.totalReviews + 2);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'approve'));
    for (const id of ids) expect(audited.map((row) => row.entityId)).toContain(id);
  });

  it('changes nothing when one id names no review', async () => {
    const id = await submitReview(5, 'bulk with a stranger');
    const response = await call(t.app, 'PATCH', '/admin/reviews', {
      token: staff,
      payload: { ids: [id, '00000000-0000-4000-8000-000000000000'], reviewStatus: 'ACTIVE' },
    });
    expect(response.statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored?.reviewStatus).toBe('PENDING');
  });

  it('checks the list of ids', async () => {
    const empty = await call(t.app, 'PATCH', '/admin/reviews', {
      token: staff,
      payload: { ids: [], reviewStatus: 'ACTIVE' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.errors.ids).toBe('Choose at least one review');
    const notIds = await call(t.app, 'PATCH', '/admin/reviews', {
      token: staff,
      payload: { ids: ['nope'], reviewStatus: 'REJECTED' },
    });
    expect(notIds.statusCode).toBe(400);
    const tooMany = await call(t.app, 'PATCH', '/admin/reviews', {
      token: staff,
      payload: {
        ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000'),
        reviewStatus: 'ACTIVE',
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json.errors.ids).toBe('Choose at most 100 reviews at once');
  });
});
