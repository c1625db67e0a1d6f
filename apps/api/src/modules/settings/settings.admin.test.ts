import { DEFAULT_PAYMENT_SETTINGS, DEFAULT_SHIPPING_SETTINGS } from '@shop/shared';
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
const auditRows = (key = 'shipping') =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, key)));

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

// docs/cod.md#settings: an admin changes the payments settings a field at a time; the rest stay as they were.
describe('payments settings in the back office', () => {
  const readPayments = (token = staff) => call(t.app, 'GET', '/admin/settings/payments', { token });
  const patch = (payload: object, token = admin) =>
    call(t.app, 'PATCH', '/admin/settings/payments', { token, payload });

  it('lets staff read the defaults but not change them', async () => {
    const answer = await readPayments();
    expect(answer.statusCode).toBe(200);
    expect(answer.json.body).toEqual(DEFAULT_PAYMENT_SETTINGS);
    const refused = await patch({ codFeePaise: 0 }, staff);
    expect(refused.statusCode).toBe(403);
    expect((await readPayments()).json.body).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(await auditRows('payments')).toHaveLength(0);
  });

  it('refuses a change that breaks a rule, naming the field, and changes nothing', async () => {
    const inverted = await patch({ codMinimumPaise: DEFAULT_PAYMENT_SETTINGS.codMaximumPaise + 1 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json.errors).toEqual({
      codMaximumPaise: 'COD maximum order must be at least the minimum',
    });
    const badFields = await patch({
      codFeePaise: 12.5,
      codConfirmWithinHours: 0,
      codBlockedPincodes: ['012345'],
    });
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json.errors).sort()).toEqual([
      'codBlockedPincodes.0',
      'codConfirmWithinHours',
      'codFeePaise',
    ]);
    expect(badFields.json.errors['codBlockedPincodes.0']).toBe(
      'Each blocked PIN code must be 6 digits, not starting with 0',
    );
    const unknown = await patch({ codFeePaise: 0, codFee: 0 });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json.errors)).toContain('Unknown payments setting: codFee');
    expect((await readPayments()).json.body).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(await auditRows('payments')).toHaveLength(0);
  });

  it('changes the fields an admin sends, keeps the rest, de-duplicates and sorts the PIN codes, and audits it', async () => {
    const saved = await patch({ codFeePaise: 2_900, codBlockedPincodes: ['560001', ' 110001', '560001'] });
    expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
    const first = {
      ...DEFAULT_PAYMENT_SETTINGS,
      codFeePaise: 2_900,
      codBlockedPincodes: ['110001', '560001'],
    };
    expect(saved.json).toMatchObject({ message: 'Payment settings saved', body: first });
    expect((await readPayments()).json.body).toEqual(first);
    // A second change starts from the first, not from the defaults.
    const second = await patch({ codEnabled: false });
    expect(second.statusCode).toBe(200);
    expect((await readPayments()).json.body).toEqual({ ...first, codEnabled: false });
    const rows = await auditRows('payments');
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'settings.update',
        actorRole: 'ADMIN',
        before: DEFAULT_PAYMENT_SETTINGS,
        after: first,
      }),
    );
  });
});
