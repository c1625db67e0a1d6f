import type { TranslatableKind, TranslationState } from '@shop/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';
import { translationStateSql } from '../../db/translations.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor } from './audit-log.service.ts';
import type { AuditedChanges, AuditedRecord, IdTable, RowOf, Tx } from './audited-change.ts';

/** A list row also says how complete its Hindi version is; lists can be narrowed to one state. */
export type Listed<T> = T & { translationState: TranslationState };
export type TranslationFilter = { translation?: TranslationState | undefined };
/** A back-office list's filter: a page, the Hindi state, on or off, and what else the kind narrows by. */
export type ListFilter<Extra = object> = Paging &
  TranslationFilter & { status?: boolean | undefined } & Extra;

/**
 * The read, create, update and delete of one kind of back-office record, written once: a kind says only which
 * values a body stores (and may check them in the write's transaction) and, if a record in use must stay, why.
 * Each write is audited in its transaction by `AuditedChanges`.
 */
export abstract class RecordEditor<T extends IdTable, Dto, Create, Patch = Partial<Create>> {
  protected abstract readonly record: AuditedRecord<T, Dto>;

  constructor(
    protected readonly db: Db,
    protected readonly changes: AuditedChanges,
  ) {}

  get(id: string): Promise<Dto> {
    return this.changes.read(this.record, id);
  }

  create(actor: Actor, input: Create): Promise<Dto> {
    return this.changes.create(actor, this.record, (tx) => this.insertValues(input, tx));
  }

  update(actor: Actor, id: string, patch: Patch): Promise<Dto> {
    return this.changes.update(actor, id, this.record, (before, tx) => this.updateValues(patch, before, tx));
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.changes.remove(actor, id, this.record, this.refuseRemoval?.bind(this));
  }

  protected abstract insertValues(input: Create, tx: Tx): Promise<T['$inferInsert']> | T['$inferInsert'];

  protected abstract updateValues(
    patch: Patch,
    before: RowOf<T>,
    tx: Tx,
  ): Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;

  /** Throws when the record is still in use; without it, a delete only needs the record to exist. */
  protected refuseRemoval?(before: RowOf<T>, tx: Tx): Promise<void>;
}

/**
 * One page of a single table's rows by priority, then by `thenBy`, with how complete each one's Hindi version is;
 * narrowed by `where` and, when the filter names them, by that state and by the on/off status.
 */
export function listTranslated<
  T extends IdTable & { translations: AnyPgColumn; status: AnyPgColumn; priority: AnyPgColumn },
  Item,
>(
  db: Db,
  filter: ListFilter,
  query: { kind: TranslatableKind; from: T; where?: SQL | undefined; thenBy: AnyPgColumn },
  toItem: (row: RowOf<T>) => Item,
): Promise<Page<Listed<Item>>> {
  const translationState = translationStateSql(query.kind, query.from);
  const conditions = [query.where];
  if (filter.status !== undefined) conditions.push(eq(query.from.status, filter.status));
  if (filter.translation) conditions.push(sql`${translationState} = ${filter.translation}`);
  return listRows(
    db,
    filter,
    {
      from: query.from,
      where: and(...conditions),
      orderBy: [asc(query.from.priority), asc(query.thenBy)],
      extra: { translationState },
    },
    (row) => ({ ...toItem(row as unknown as RowOf<T>), translationState: row.translationState }),
  );
}

/** The fields a partial edit named; an absent key leaves the stored value alone. */
export function definedOnly<T extends object>(
  patch: T,
): { [K in keyof T]?: Exclude<T[K], undefined | null> } {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined && value !== null),
  ) as { [K in keyof T]?: Exclude<T[K], undefined | null> };
}
