import type { TranslatableKind } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import type { IdTable, RowOf } from '../../audit/audited-change.ts';
import { type ListFilter, listTranslated } from '../../audit/record-editor.ts';

// Home content the staff place by hand: each item shows or not, and stands at its priority (oldest first on a tie).

/** An item as the back office shows it: its public form, whether it shows, its place, when it was made. */
export function placedItem<Dto extends object>(
  dto: Dto,
  { status, priority, createdAt }: { status: boolean; priority: number; createdAt: Date },
) {
  return { ...dto, status, priority, createdAt: createdAt.toISOString() };
}

/** A new item shows, at the front, unless the form says otherwise. */
export function placementOf(input: { status?: boolean | undefined; priority?: number | undefined }) {
  return { status: input.status ?? true, priority: input.priority ?? 0 };
}

type PlacedTable = IdTable & {
  translations: AnyPgColumn;
  status: AnyPgColumn;
  priority: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** The back office's list of a translated kind; with `only`'s value given, just the items whose column holds it. */
export function listPlaced<T extends PlacedTable, Item>(
  db: Db,
  filter: ListFilter,
  kind: TranslatableKind,
  from: T,
  only: readonly [column: AnyPgColumn, value: string | undefined],
  toItem: (row: RowOf<T>) => Item,
) {
  const [column, value] = only;
  const where = value ? eq(column, value) : undefined;
  return listTranslated(db, filter, { kind, from, where, thenBy: from.createdAt }, toItem);
}
