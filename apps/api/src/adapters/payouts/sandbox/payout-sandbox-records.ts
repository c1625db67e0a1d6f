import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPayoutEntities } from '../../../db/schema.ts';

export type SandboxEntityRow = typeof sandboxPayoutEntities.$inferSelect;
export type EntityKind = SandboxEntityRow['entity'];
type Json = Record<string, unknown>;

const PREFIX: Record<EntityKind, string> = { contact: 'cont', fund_account: 'fa', payout: 'pout' };
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id as RazorpayX's: the entity's prefix and 14 letters and digits. */
export function newId(entity: EntityKind): string {
  const letters = [...randomBytes(14)].map((byte) => BASE62[byte % 62]).join('');
  return `${PREFIX[entity]}_${letters}`;
}

/**
 * The sandbox's own records, in sandbox_payout_entities: each contact, fund account and payout, kept whole as the
 * API answers it, under the key that makes two requests the same entity.
 */
export class PayoutSandboxRecords {
  constructor(private readonly db: Db) {}

  /**
   * The entity under `dedupeKey`, made by `make` when there is none. Two requests racing with one key make one
   * entity: the unique index keeps the first, and the second reads it back.
   */
  async findOrCreate(
    entity: EntityKind,
    dedupeKey: string,
    make: (id: string) => Json,
    nextAutoAt: Date | null = null,
  ): Promise<{ row: SandboxEntityRow; created: boolean }> {
    const id = newId(entity);
    const [created] = await this.db
      .insert(sandboxPayoutEntities)
      .values({ id, entity, dedupeKey, body: make(id), nextAutoAt })
      .onConflictDoNothing()
      .returning();
    if (created) return { row: created, created: true };
    const [existing] = await this.db
      .select()
      .from(sandboxPayoutEntities)
      .where(and(eq(sandboxPayoutEntities.entity, entity), eq(sandboxPayoutEntities.dedupeKey, dedupeKey)));
    if (!existing) throw new Error('sandbox: the entity vanished');
    return { row: existing, created: false };
  }

  async byId(entity: EntityKind, id: string): Promise<SandboxEntityRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayoutEntities)
      .where(and(eq(sandboxPayoutEntities.entity, entity), eq(sandboxPayoutEntities.id, id)));
    return row;
  }

  /** The newest payouts first, for the sandbox's page. */
  async latestPayouts(limit = 100): Promise<SandboxEntityRow[]> {
    return this.db
      .select()
      .from(sandboxPayoutEntities)
      .where(eq(sandboxPayoutEntities.entity, 'payout'))
      .orderBy(desc(sandboxPayoutEntities.createdAt))
      .limit(limit);
  }

  async save(row: SandboxEntityRow, body: Json, nextAutoAt: Date | null): Promise<SandboxEntityRow> {
    const [updated] = await this.db
      .update(sandboxPayoutEntities)
      .set({ body, nextAutoAt, updatedAt: new Date() })
      .where(eq(sandboxPayoutEntities.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** Claims the payouts due to move on by themselves (one instance each), putting their next look later. */
  async dueForAuto(now: Date, later: Date): Promise<SandboxEntityRow[]> {
    return this.db
      .update(sandboxPayoutEntities)
      .set({ nextAutoAt: later })
      .where(and(eq(sandboxPayoutEntities.entity, 'payout'), lte(sandboxPayoutEntities.nextAutoAt, now)))
      .returning();
  }
}
