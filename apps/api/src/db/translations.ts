import { TRANSLATABLE, type TranslatableKind, type TranslationState, type Translations } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Only some fields of a `translations` column: a list reads a product's Hindi name, not its whole Hindi
 * description. The result has the column's shape, so `localize` takes it as it takes the whole column.
 */
export function translationsOf(column: AnyPgColumn, fields: readonly string[]): SQL<Translations> {
  const pairs = sql.join(
    fields.map((field) => sql`${field}::text, ${column}->'hi'->>${field}::text`),
    sql`, `,
  );
  return sql<Translations>`json_build_object('hi', json_build_object(${pairs}))`;
}

/**
 * How complete a row's Hindi version is, in SQL so that lists can show it and filter by it: 'complete' when every
 * translatable field with English text has Hindi text, 'missing' when none has, 'partial' otherwise. An empty
 * English field (an unset meta title) needs no translation.
 */
export function translationStateSql(
  kind: TranslatableKind,
  table: { translations: AnyPgColumn },
): SQL<TranslationState> {
  const columns = table as unknown as Record<string, AnyPgColumn | undefined>;
  const translations = table.translations;
  const needed: SQL[] = [];
  const done: SQL[] = [];
  for (const field of Object.keys(TRANSLATABLE[kind])) {
    const english = columns[field];
    if (!english) throw new Error(`no column for the translatable field ${kind}.${field}`);
    const hasEnglish = sql`(coalesce(btrim(${english}), '') <> '')`;
    needed.push(sql`${hasEnglish}::int`);
    done.push(
      sql`(${hasEnglish} and coalesce(btrim(${translations}->'hi'->>${field}::text), '') <> '')::int`,
    );
  }
  const neededCount = sql.join(needed, sql` + `);
  const doneCount = sql.join(done, sql` + `);
  return sql<TranslationState>`(case when (${doneCount}) = (${neededCount}) then 'complete' when (${doneCount}) = 0 then 'missing' else 'partial' end)`;
}
