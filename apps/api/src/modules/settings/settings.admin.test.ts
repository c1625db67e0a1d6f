import { DEFAULT_SHIPPING_SETTINGS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema.ts';

// docs/admin.md#settings: the team reads the shipping settings, only an admin changes them, every change is audited,
// and the storefront's delivery terms follow at once.

const t = appForFile();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});

const read = (token: string) => call(t.app, 'GET', '/admin/settings/shipping', { token });
const save = (payload: object, token = admin) =>
  call(t.app, 'PUT', '/admin/settings/shipping', { token, payload });
const auditRows = () =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, 'shipping')));

describe('shipping settings in the back office', () => {
  it('reads the defaults until an admin sets a value, and the storefront sees the same terms', async () => {
    const answer = await read(staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.body).toEqual(DEFAULT_SHIPPING_SETTINGS);
    const terms = await call(t.app, 'GET', '/shipping/charges');
    expect(terms.statusCode).toBe(200);
    expect(terms.json.body).toEqual({
      freeOnPrepaid: true,
      deliveryChargePaise: 4_900,
      freeDeliveryMinimumPaise: 49_900,
    });
  });

  it('lets staff read but not change them', async () => {
    const refused = await save({ ...DEFAULT_SHIPPING_SETTINGS, freeOnPrepaid: false }, staff);
    expect(refused.statusCode).toBe(403);
    expect((await read(staff)).json.body).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(await auditRows()).toHaveLength(0);
  });

  it('refuses a value out of bounds, naming the field, and changes nothing', async () => {
    const refused = await save({
      ...DEFAULT_SHIPPING_SETTINGS,
      deliveryChargePaise: -100,
      packagingGrams: 1.5,
      courierRule: 'slowest',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors).toMatchObject({
      deliveryChargePaise: 'Delivery charge cannot be negative',
      packagingGrams: 'Packaging must be a whole number',
      courierRule: 'Choose the courier by cheapest, fastest or best rated',
    });
    const partial = await save({ freeOnPrepaid: false });
    expect(partial.statusCode).toBe(400);
    expect((await read(admin)).json.body).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(await auditRows()).toHaveLength(0);
  });

  it('stores an admin’s whole value, audits it, and the storefront’s cached terms follow', async () => {
    // Read once so the public answer is in the cache; the change must clear it.
    await call(t.app, 'GET', '/shipping/charges');
    const next = {
      freeOnPrepaid: false,
      deliveryChargePaise: 6_900,
      freeDeliveryMinimumPaise: 99_900,
      packagingGrams: 150,
      courierRule: 'fastest',
    };
    const saved = await save(next);
    expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ message: 'Shipping settings saved', body: next });
    expect((await read(staff)).json.body).toEqual(next);
    expect((await call(t.app, 'GET', '/shipping/charges')).json.body).toEqual({
      freeOnPrepaid: false,
      deliveryChargePaise: 6_900,
      freeDeliveryMinimumPaise: 99_900,
    });
    const [row, ...more] = await auditRows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      action: 'settings.update',
      actorRole: 'ADMIN',
      before: DEFAULT_SHIPPING_SETTINGS,
      after: next,
    });
  });
});
