import { CONSENT_WORDING_VERSION, type ConsentPurpose } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedDelivery, webhookBody } from '../../../test/fake-whatsapp-cloud.ts';
import { call, line, login, newMobile, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { consentRecords, messagingConsents, notifications } from '../../db/schema.ts';

// docs/messaging.md#without-whatsapp: a shop without a WhatsApp Business account runs with WHATSAPP_PROVIDER=off.
const APP_SECRET = 'an-app-secret-the-test-signs-with';
const { t, take } = shopForFile({
  WHATSAPP_PROVIDER: 'off',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-the-test',
});
const db = () => t.app.db;
const consents = () => t.app.services.consents;
/** A choice given while the shop had WhatsApp, as it stands in the table. */
const grantedEarlier = (mobile: string, purpose: ConsentPurpose) =>
  db()
    .insert(messagingConsents)
    .values({
      ...{ mobile, purpose, granted: true, source: 'account' as const },
      ...{ wordingVersion: CONSENT_WORDING_VERSION, changedAt: new Date() },
    });

describe('a shop with WHATSAPP_PROVIDER=off', () => {
  it('tells the storefront not to offer the WhatsApp choices', async () => {
    const config = await call(t.app, 'GET', '/payments/config');
    expect(config.statusCode).toBe(200);
    expect(config.json.body).toMatchObject({ provider: 'sandbox', whatsapp: false });
  });

  it('refuses a choice to be messaged on WhatsApp, and still takes a withdrawal', async () => {
    const shopper = await login(t.app, t.dataDir);
    const refused = await call(t.app, 'PUT', '/users/consents', {
      token: shopper.token,
      payload: { whatsappUpdates: true, whatsappMarketing: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/does not send WhatsApp messages/);
    expect(await db().select().from(consentRecords).where(eq(consentRecords.mobile, shopper.mobile))).toEqual(
      [],
    );

    // Choices given while the shop had WhatsApp stand in the record, and each can be taken back on its own: the
    // account form sends both as they stand.
    await grantedEarlier(shopper.mobile, 'WHATSAPP_MARKETING');
    await grantedEarlier(shopper.mobile, 'WHATSAPP_UPDATES');
    const withdrawn = await call(t.app, 'PUT', '/users/consents', {
      token: shopper.token,
      payload: { whatsappUpdates: true, whatsappMarketing: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json.body).toEqual({ whatsappUpdates: true, whatsappMarketing: false });
    const records = await db().select().from(consentRecords).where(eq(consentRecords.mobile, shopper.mobile));
    expect(records.map((record) => [record.purpose, record.granted])).toEqual([
      ['WHATSAPP_MARKETING', false],
    ]);
  });

  it("records no checkout tick, counts no earlier choice, and sends an order's news by SMS", async () => {
    const mobile = newMobile();
    const context = { mobile, userId: null, language: 'en', source: 'checkout' } as const;
    expect(await consents().record(db(), context, { whatsappUpdates: true })).toEqual({
      whatsappUpdates: false,
      whatsappMarketing: false,
    });
    expect(await db().select().from(consentRecords).where(eq(consentRecords.mobile, mobile))).toEqual([]);

    await grantedEarlier(mobile, 'WHATSAPP_UPDATES');
    expect(await consents().granted(db(), mobile, 'WHATSAPP_UPDATES')).toBe(false);
    const shopper = await login(t.app, t.dataDir, mobile);
    const order = await placePaidOrder(t.app, [line(take())], { token: shopper.token, mobile });
    const channels = (
      await db()
        .select({ channel: notifications.channel })
        .from(notifications)
        .where(eq(notifications.orderId, order._id))
    ).map((row) => row.channel);
    expect(channels).toContain('SMS');
    expect(channels).not.toContain('WHATSAPP');
  });

  it('answers no webhook handshake and takes no webhook, however it is signed', async () => {
    const handshake = await t.app.inject({
      method: 'GET',
      url: '/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=a-verify-token-of-the-test&hub.challenge=7',
    });
    expect(handshake.statusCode).toBe(403);
    const signed = signedDelivery(webhookBody({ messaging_product: 'whatsapp', statuses: [] }), APP_SECRET);
    const delivery = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(delivery.statusCode).toBe(401);
  });
});
