import { CONSENT_WORDING, CONSENT_WORDING_VERSION, DEFAULT_PAYMENT_SETTINGS, shownPrice } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogSize, call, line, login, newMobile } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { consentRecords, messagingConsents, orders } from '../../db/schema.ts';

const { t, take } = shopForFile();
const consents = () => t.app.services.consents;
const db = () => t.app.db;

const ADDRESS = {
  name: 'Ananya Iyer',
  line1: '12 Lake Palace Road',
  line2: 'Near Gulab Bagh',
  city: 'Udaipur',
  state: 'Rajasthan',
  zipcode: '313001',
};

beforeAll(async () => {
  // The courier's answer for the address's PIN code, asked once and kept: COD is refused where it is not known.
  for (let tries = 0; tries < 50; tries++) {
    const estimate = await t.app.services.deliveryEstimates.estimate(ADDRESS.zipcode);
    if (!estimate.approximate) break;
  }
});

const recordsOf = (mobile: string) =>
  db().select().from(consentRecords).where(eq(consentRecords.mobile, mobile));
const putConsents = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'PUT', '/users/consents', { token, payload, headers });
const profileOf = async (token: string) => (await call(t.app, 'GET', '/users/profile', { token })).json.body;

let nextAddress = 0;
/** A COD cart over the minimum, to an address of its own (orders to one address raise each other's risk). */
function codBody(extra: object = {}) {
  const size = take() as CatalogSize;
  const qty = Math.ceil(DEFAULT_PAYMENT_SETTINGS.codMinimumPaise / shownPrice(size));
  return {
    products: [line(size, qty)],
    name: 'Ananya Iyer',
    email: 'ananya@example.com',
    shippingAddress: { ...ADDRESS, line1: `${++nextAddress} Lake Palace Road` },
    ...extra,
  };
}

describe('ConsentsService', () => {
  it('records a change with the words shown, their version, language and source; the same choice again records nothing', async () => {
    const mobile = newMobile();
    const context = { mobile, userId: null, language: 'hi', source: 'account' } as const;
    expect(await consents().current(db(), mobile)).toEqual({
      whatsappUpdates: false,
      whatsappMarketing: false,
    });

    const state = await consents().record(db(), context, { whatsappUpdates: true });
    expect(state).toEqual({ whatsappUpdates: true, whatsappMarketing: false });
    await consents().record(db(), context, { whatsappUpdates: true });
    const records = await recordsOf(mobile);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      purpose: 'WHATSAPP_UPDATES',
      granted: true,
      wording: CONSENT_WORDING.WHATSAPP_UPDATES.hi,
      wordingVersion: CONSENT_WORDING_VERSION,
      language: 'hi',
      source: 'account',
      orderId: null,
    });
    expect(await consents().granted(db(), mobile, 'WHATSAPP_UPDATES')).toBe(true);
    expect(await consents().granted(db(), mobile, 'WHATSAPP_MARKETING')).toBe(false);

    // A first "no" is a choice too, and is kept; saying it again is not.
    await consents().record(db(), { ...context, language: 'en' }, { whatsappMarketing: false });
    await consents().record(db(), context, { whatsappMarketing: false, whatsappUpdates: true });
    expect(await recordsOf(mobile)).toHaveLength(2);
  });

  it('withdraws every granted choice at once, and answers what it withdrew', async () => {
    const mobile = newMobile();
    const stop = { source: 'whatsapp_reply', language: 'en' } as const;
    expect(await consents().withdrawAll(db(), mobile, stop)).toEqual([]);
    await consents().record(
      db(),
      { mobile, userId: null, language: 'en', source: 'checkout' },
      { whatsappUpdates: true, whatsappMarketing: true },
    );
    expect(await consents().withdrawAll(db(), mobile, stop)).toEqual([
      'WHATSAPP_MARKETING',
      'WHATSAPP_UPDATES',
    ]);
    expect(await consents().current(db(), mobile)).toEqual({
      whatsappUpdates: false,
      whatsappMarketing: false,
    });
    expect(await consents().withdrawAll(db(), mobile, stop)).toEqual([]);

    const history = await consents().history(db(), mobile);
    expect(history).toHaveLength(4);
    expect(history.slice(0, 2).map((record) => [record.granted, record.source])).toEqual([
      [false, 'whatsapp_reply'],
      [false, 'whatsapp_reply'],
    ]);
    expect(history.slice(2).every((record) => record.granted && record.source === 'checkout')).toBe(true);
  });

  it("records nothing when the caller's transaction rolls back", async () => {
    const mobile = newMobile();
    await expect(
      db().transaction(async (tx) => {
        await consents().record(
          tx,
          { mobile, userId: null, language: 'en', source: 'checkout' },
          { whatsappUpdates: true },
        );
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect(await recordsOf(mobile)).toEqual([]);
    expect(await consents().granted(db(), mobile, 'WHATSAPP_UPDATES')).toBe(false);
  });
});

describe('PUT /users/consents and the profile', () => {
  it("saves the account's choices in the request's language and shows them in the profile", async () => {
    const shopper = await login(t.app, t.dataDir);
    expect(await profileOf(shopper.token)).toMatchObject({
      whatsappUpdates: false,
      whatsappMarketing: false,
    });

    const saved = await putConsents(shopper.token, { whatsappUpdates: true }, { 'accept-language': 'hi-IN' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json).toMatchObject({
      message: 'WhatsApp के लिए आपकी पसंद सेव हो गई',
      body: { whatsappUpdates: true, whatsappMarketing: false },
    });
    expect(await profileOf(shopper.token)).toMatchObject({ whatsappUpdates: true, whatsappMarketing: false });
    const [record] = await recordsOf(shopper.mobile);
    expect(record).toMatchObject({ source: 'account', language: 'hi', granted: true });
    expect(record?.userId).toBeTruthy();

    const withdrawn = await putConsents(shopper.token, { whatsappUpdates: false });
    expect(withdrawn.json.message).toBe('Your WhatsApp choices are saved');
    expect(await profileOf(shopper.token)).toMatchObject({ whatsappUpdates: false });
    expect(await recordsOf(shopper.mobile)).toHaveLength(2);
  });

  it('refuses an empty body, an unknown choice and a value that is not true or false, recording nothing', async () => {
    const shopper = await login(t.app, t.dataDir);
    const empty = await putConsents(shopper.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toBe(
      'Say which WhatsApp choice to change: whatsappUpdates, whatsappMarketing or both',
    );
    const unknown = await putConsents(shopper.token, { whatsappUpdates: true, sms: true });
    expect(unknown.statusCode).toBe(400);
    expect(Object.values(unknown.json.errors)).toContain(
      'Only whatsappUpdates and whatsappMarketing can be changed here',
    );
    const notBoolean = await putConsents(shopper.token, { whatsappMarketing: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json.errors).toEqual({ whatsappMarketing: 'Choose true or false' });
    const hindi = await putConsents(shopper.token, {}, { 'accept-language': 'hi-IN' });
    expect(hindi.json.message).toMatch(/^बताएँ कि WhatsApp/);
    expect(await recordsOf(shopper.mobile)).toEqual([]);
  });

  it("records a choice made on the shopper's own order page with that order; another's order is not found", async () => {
    const shopper = await login(t.app, t.dataDir);
    const placed = await call(t.app, 'POST', '/orders/cod', { token: shopper.token, payload: codBody() });
    expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
    const orderId = placed.json.body._id;

    const stranger = await login(t.app, t.dataDir);
    const foreign = await putConsents(stranger.token, { whatsappUpdates: true, orderId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json.message).toBe('Order not found');
    const malformed = await putConsents(shopper.token, { whatsappUpdates: true, orderId: 'ORD-1' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json.errors)).toEqual(['orderId']);
    expect(await recordsOf(stranger.mobile)).toEqual([]);
    expect(await recordsOf(shopper.mobile)).toEqual([]);

    const saved = await putConsents(
      shopper.token,
      { whatsappUpdates: true, orderId },
      { 'accept-language': 'hi-IN' },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json.body).toEqual({ whatsappUpdates: true, whatsappMarketing: false });
    const records = await recordsOf(shopper.mobile);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      purpose: 'WHATSAPP_UPDATES',
      granted: true,
      source: 'order_page',
      orderId,
      language: 'hi',
      wording: CONSENT_WORDING.WHATSAPP_UPDATES.hi,
    });
    expect(await profileOf(shopper.token)).toMatchObject({ whatsappUpdates: true });
  });

  it('asks for a login, and changes only the logged-in number', async () => {
    expect((await putConsents(null, { whatsappUpdates: true })).statusCode).toBe(401);
    const one = await login(t.app, t.dataDir);
    const other = await login(t.app, t.dataDir);
    // A number in the body is not a choice the API knows: nobody can change another number's choices.
    const foreign = await putConsents(one.token, { whatsappUpdates: true, mobile: other.mobile });
    expect(foreign.statusCode).toBe(400);
    await putConsents(one.token, { whatsappMarketing: true });
    expect(await profileOf(other.token)).toMatchObject({ whatsappUpdates: false, whatsappMarketing: false });
    expect(await recordsOf(other.mobile)).toEqual([]);
  });
});

describe('the checkout', () => {
  it("records the prepaid checkout's boxes for the logged-in buyer's number with the order, in the transaction", async () => {
    const shopper = await login(t.app, t.dataDir);
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      token: shopper.token,
      payload: { products: [line(take())], whatsappUpdates: true, whatsappMarketing: false },
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(created.statusCode).toBe(200);
    const records = await recordsOf(shopper.mobile);
    expect(records.map((record) => [record.purpose, record.granted]).sort()).toEqual([
      ['WHATSAPP_MARKETING', false],
      ['WHATSAPP_UPDATES', true],
    ]);
    for (const record of records) {
      expect(record).toMatchObject({ source: 'checkout', language: 'hi', orderId: created.json.body._id });
    }
  });

  it("records nothing for a guest's online checkout, whose number the hosted checkout collects later", async () => {
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(take())], whatsappUpdates: true },
    });
    expect(created.statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.orderId, created.json.body._id));
    expect(rows).toEqual([]);
  });

  it('records nothing when the checkout is refused', async () => {
    const shopper = await login(t.app, t.dataDir);
    const refused = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      token: shopper.token,
      payload: { products: [line(take()), line(take())], isBundle: true, whatsappUpdates: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(await recordsOf(shopper.mobile)).toEqual([]);
  });

  it("records a COD order's boxes for its contact number and order; a COD order refused in its transaction records none", async () => {
    const shopper = await login(t.app, t.dataDir);
    const placed = await call(t.app, 'POST', '/orders/cod', {
      token: shopper.token,
      payload: codBody({ whatsappUpdates: true }),
    });
    expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.json.body._id));
    expect(order?.contactMobile).toBe(shopper.mobile);
    const records = await recordsOf(shopper.mobile);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      purpose: 'WHATSAPP_UPDATES',
      granted: true,
      source: 'checkout',
      language: 'en',
      orderId: order?.id,
      userId: order?.userId,
      wording: CONSENT_WORDING.WHATSAPP_UPDATES.en,
    });

    // One unconfirmed COD order is the most a number may have open: the second is refused inside the transaction.
    const second = await call(t.app, 'POST', '/orders/cod', {
      token: shopper.token,
      payload: codBody({ whatsappMarketing: true }),
    });
    expect(second.statusCode).toBe(409);
    expect(await recordsOf(shopper.mobile)).toHaveLength(1);
    const [marketing] = await db()
      .select()
      .from(messagingConsents)
      .where(eq(messagingConsents.mobile, shopper.mobile));
    expect(marketing?.purpose).toBe('WHATSAPP_UPDATES');
  });

  it('leaves the standing choices alone when the checkout sends no boxes', async () => {
    const shopper = await login(t.app, t.dataDir);
    await putConsents(shopper.token, { whatsappMarketing: true });
    await call(t.app, 'POST', '/orders/create-razorpay-order', {
      token: shopper.token,
      payload: { products: [line(take())] },
    });
    expect(await profileOf(shopper.token)).toMatchObject({ whatsappMarketing: true });
    expect(await recordsOf(shopper.mobile)).toHaveLength(1);
  });
});
