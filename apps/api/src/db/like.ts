import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/** An ILIKE pattern matching text that contains `term` as typed: its own % and _ match only themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The back office's search boxes: rows where any of `columns` contains `term` as typed, ignoring case. */
export function containsAny(term: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}
