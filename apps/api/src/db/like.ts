/** An ILIKE pattern matching text that contains `term` as typed: its own % and _ match only themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
