import {
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_SHIPPING_SETTINGS,
  type PaymentSettings,
  PaymentSettingsSchema,
  type ShippingSettings,
  ShippingSettingsSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';

/** Each key the back office edits, with its schema and the value it has until an admin sets one. */
const SETTINGS = {
  shipping: { schema: ShippingSettingsSchema, defaults: DEFAULT_SHIPPING_SETTINGS },
  payments: { schema: PaymentSettingsSchema, defaults: DEFAULT_PAYMENT_SETTINGS },
} satisfies Record<string, { schema: z.ZodType; defaults: unknown }>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

/**
 * Owns shop_settings: values the back office edits at run time (docs/admin.md#settings). A stored value that no
 * longer fits its schema (a field added since) is read over the defaults, so a new field never breaks a read.
 */
export class ShopSettingsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
    /** Called after a change: the storefront's cached answers show the delivery charge. */
    private readonly onChange: () => void = () => {},
  ) {}

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const [row] = await this.db.select().from(shopSettings).where(eq(shopSettings.key, key));
    const { schema, defaults } = SETTINGS[key];
    if (!row) return defaults as SettingValue<K>;
    const parsed = schema.safeParse({ ...defaults, ...(row.value as object) });
    return (parsed.success ? parsed.data : defaults) as SettingValue<K>;
  }

  shipping(): Promise<ShippingSettings> {
    return this.get('shipping');
  }

  payments(): Promise<PaymentSettings> {
    return this.get('payments');
  }

  /** Stores a whole value, checked by its schema (a ZodError reaches the error handler as field errors). */
  async set<K extends SettingKey>(actor: Actor, key: K, value: unknown): Promise<SettingValue<K>> {
    const next = SETTINGS[key].schema.parse(value) as SettingValue<K>;
    const stored = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(shopSettings).where(eq(shopSettings.key, key)).for('update');
      await tx
        .insert(shopSettings)
        .values({ key, value: next, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: shopSettings.key,
          set: { value: next, updatedBy: actor.id, updatedAt: new Date() },
        });
      await this.audit.record(tx, actor, {
        action: 'settings.update',
        entityType: 'setting',
        entityId: key,
        before: before?.value ?? SETTINGS[key].defaults,
        after: next,
      });
      return next;
    });
    this.onChange();
    return stored;
  }
}
