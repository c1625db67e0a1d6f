import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { NotFoundError, UserInputError } from '../../domain/errors.ts';
import type { Actor, AuditLogService } from './audit-log.service.ts';

/** A database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A table whose rows are found by a text `id`, as every back-office record is. */
export type IdTable = PgTable & { id: AnyPgColumn };
export type RowOf<T extends IdTable> = T['$inferSelect'] & { id: string };

/** One kind of back-office record: its table, its name in the audit log, its API shape and its not-found answer. */
export interface AuditedRecord<T extends IdTable, Dto> {
  table: T;
  entityType: string;
  notFound: string;
  toDto: (row: RowOf<T>) => Dto;
}

/**
 * docs/admin.md#the-audit-log: every back-office change writes its audit row in the same transaction as the change,
 * so there is never one without the other; after it commits the cached public answers are dropped, so shoppers see
 * the change on their next request. The editor services share this instead of repeating it per record.
 */
export class AuditedChanges {
  constructor(
    private readonly db: Db,
    readonly audit: AuditLogService,
    private readonly onCatalogChange: () => void,
    private readonly translateError: (error: unknown) => unknown = (error) => error,
  ) {}

  /** One record as the editor shows it, or its not-found answer. */
  async read<T extends IdTable, Dto>(record: AuditedRecord<T, Dto>, id: string): Promise<Dto> {
    const [row] = (await this.db
      .select()
      .from(record.table as PgTable)
      .where(eq(record.table.id, id))) as RowOf<T>[];
    if (!row) throw new NotFoundError(record.notFound);
    return record.toDto(row);
  }

  /** Runs the work in one transaction, then drops the cache; a failed write is answered as `translateError` says. */
  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(work);
    } catch (error) {
      throw this.translateError(error);
    }
    this.onCatalogChange();
    return result;
  }

  /** Inserts one row (after `check`, in the same transaction) and records its creation. */
  create<T extends IdTable, Dto>(
    actor: Actor,
    record: AuditedRecord<T, Dto>,
    values: (tx: Tx) => Promise<T['$inferInsert']> | T['$inferInsert'],
  ): Promise<Dto> {
    return this.run(async (tx) => {
      const [row] = (await tx
        .insert(record.table)
        .values(await values(tx))
        .returning()) as RowOf<T>[];
      if (!row) throw new Error(`${record.entityType} insert returned no row`);
      const after = record.toDto(row);
      await this.audit.record(tx, actor, {
        action: 'create',
        entityType: record.entityType,
        entityId: row.id,
        after,
      });
      return after;
    });
  }

  /** Locks the row, writes what `set` returns for it and records the row before and after. */
  update<T extends IdTable, Dto>(
    actor: Actor,
    id: string,
    record: AuditedRecord<T, Dto>,
    set: (before: RowOf<T>, tx: Tx) => Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>,
  ): Promise<Dto> {
    return this.run(async (tx) => {
      const before = await this.lock(tx, id, record);
      const [row] = (await tx
        .update(record.table)
        .set(await set(before, tx))
        .where(eq(record.table.id, id))
        .returning()) as RowOf<T>[];
      if (!row) throw new NotFoundError(record.notFound);
      const after = record.toDto(row);
      await this.audit.record(tx, actor, {
        action: 'update',
        entityType: record.entityType,
        entityId: id,
        before: record.toDto(before),
        after,
      });
      return after;
    });
  }

  /**
   * Deletes the row and records what it was. With `check`, the row is locked first and `check` may refuse (a
   * record still in use); without, the delete itself finds the row.
   */
  async remove<T extends IdTable, Dto>(
    actor: Actor,
    id: string,
    record: AuditedRecord<T, Dto>,
    check?: (before: RowOf<T>, tx: Tx) => Promise<void>,
  ): Promise<void> {
    await this.run(async (tx) => {
      let before: RowOf<T> | undefined;
      if (check) {
        before = await this.lock(tx, id, record);
        await check(before, tx);
        await tx.delete(record.table).where(eq(record.table.id, id));
      } else {
        [before] = (await tx.delete(record.table).where(eq(record.table.id, id)).returning()) as RowOf<T>[];
        if (!before) throw new NotFoundError(record.notFound);
      }
      await this.audit.record(tx, actor, {
        action: 'delete',
        entityType: record.entityType,
        entityId: id,
        before: record.toDto(before),
      });
    });
  }

  private async lock<T extends IdTable, Dto>(
    tx: Tx,
    id: string,
    record: AuditedRecord<T, Dto>,
  ): Promise<RowOf<T>> {
    const [before] = (await tx
      .select()
      .from(record.table as PgTable)
      .where(eq(record.table.id, id))
      .for('update')) as RowOf<T>[];
    if (!before) throw new NotFoundError(record.notFound);
    return before;
  }
}

/**
 * A write that ran into a unique index, as the field error the form shows next to that field; `fieldOf` names the
 * field and message for the index. Any other error is returned as it is.
 */
export function uniqueAsFieldError(
  error: unknown,
  fieldOf: (index: string) => { field: string; message: string },
): unknown {
  const index = uniqueViolation(error);
  if (index === undefined) return error;
  const { field, message } = fieldOf(index);
  return new UserInputError(message, { [field]: message });
}
