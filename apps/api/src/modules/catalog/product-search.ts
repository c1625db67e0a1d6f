import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { compactSearchText } from './search-text.ts';

/**
 * Words shoppers in India type for what the catalog names otherwise: Hindi names of ingredients, other
 * spellings, and everyday words for a product type. Each maps to the catalog's own words.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  haldi: 'turmeric',
  chandan: 'sandalwood',
  kesar: 'saffron',
  keshar: 'saffron',
  gulab: 'rose',
  nariyal: 'coconut',
  narial: 'coconut',
  tel: 'oil',
  mulethi: 'licorice',
  liquorice: 'licorice',
  methi: 'methi',
  mati: 'mitti',
  ritha: 'reetha',
  tulasi: 'tulsi',
  aamla: 'amla',
  kalaunji: 'kalonji',
  pyaz: 'onion',
  pyaaz: 'onion',
  chawal: 'rice',
  soap: 'bar',
  suncream: 'sunscreen',
  sunblock: 'sunscreen',
  moisturizer: 'moisturiser',
  moisturizing: 'moisturising',
  vit: 'vitamin',
  vitc: 'vitamin c',
};

// Words that say nothing about which product is meant.
const STOP_WORDS = new Set([
  'for',
  'with',
  'and',
  'the',
  'of',
  'in',
  'to',
  'my',
  'a',
  'an',
  'best',
  'natural',
]);

/** The query's words, lower case and unaccented, synonyms replaced, stop words dropped; at most eight. */
export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Marks belong to their word: Devanagari vowel signs (the "ो" of "एलो") are marks, not separators.
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .flatMap((word) => (SEARCH_SYNONYMS[word] ?? word).split(' '));
  return [...new Set(words)].slice(0, 8);
}

/** Finds and ranks products for what a shopper typed; the catalog's vocabulary corrects their typos. */
export class ProductSearchService {
  constructor(private readonly db: Db) {}

  /** The condition a product must meet to match `query`, and the ordering that puts the best match first. */
  async match(query: string): Promise<{ where: SQL; score: SQL[] }> {
    const words = searchWords(query);
    return productSearch(query, words, await correctWords(this.db, words));
  }
}

/** Rebuilds the catalog's vocabulary; call after writing product, ingredient or sub-category names. */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.execute(sql`refresh materialized view search_terms`);
}

/**
 * The catalog phrase each typed word stands for, where a catalog word lies within a few edits of it ("sereum" is
 * "serum", "alovera" is "aloe vera"): one edit in words of up to four letters, two in longer ones; the closest
 * wins. Words of one or two letters are taken as typed.
 */
export async function correctWords(db: Db, words: string[]): Promise<Map<string, string>> {
  const fuzzy = words.filter((word) => word.length >= 3);
  if (fuzzy.length === 0) return new Map();
  // The vocabulary is read once for all the words, then each word keeps its closest term.
  const { rows } = (await db.execute(sql`
    select distinct on (q.word) q.word, t.phrase
    from unnest(${toTextArray(fuzzy)}::text[]) as q(word)
    join search_terms t
      on levenshtein_less_equal(t.term, q.word, 2) <= case when length(q.word) <= 4 then 1 else 2 end
    order by q.word, levenshtein(t.term, q.word), abs(length(t.term) - length(q.word)), t.term`)) as unknown as {
    rows: { word: string; phrase: string }[];
  };
  return new Map(rows.map((row) => [row.word, row.phrase]));
}

/**
 * Ranks products by how many of the query's words they contain (as typed, as a prefix, or as corrected), those
 * in the name first; the name's likeness to the whole query breaks ties, so an exact name comes first. Words
 * typed together ("kumkumadi" as "kum kum adi") still match through the spaceless form.
 */
export function productSearch(query: string, words: string[], corrections: Map<string, string>) {
  const compact = compactSearchText(query);
  const inText: SQL[] = [];
  const inName: SQL[] = [];
  for (const word of words) {
    const patterns = [wordPattern(word)];
    const corrected = corrections.get(word);
    if (corrected && corrected !== word) patterns.push(wordPattern(corrected));
    const anyOf = `(${patterns.join('|')})`;
    inText.push(sql`(${products.searchText} ~* ${anyOf})::int`);
    inName.push(sql`(${products.name} ~* ${anyOf})::int`);
  }
  const compactMatch = compact.length >= 4 ? sql`${compact} <% ${products.searchCompact}` : sql`false`;
  const likeness = sql`similarity(${products.name}, ${query}) desc`;
  // Nothing searchable typed (only punctuation, say): nothing matches, rather than everything.
  if (inText.length === 0) return { where: compactMatch, score: [likeness] };
  const matchedWords = sql.join(inText, sql` + `);
  const where = sql`((${matchedWords}) > 0 or ${compactMatch})`;
  const score = [
    sql`(${matchedWords}) + (${compactMatch})::int desc`,
    sql`(${sql.join(inName, sql` + `)}) desc`,
    likeness,
  ];
  return { where, score };
}

/** A word at the start of a word; a phrase's words may be joined by any separator ("anti-dandruff"). */
function wordPattern(phrase: string): string {
  const words = phrase.split(' ').map((word) => word.replace(/[^\p{L}\p{M}\p{N}]/gu, ''));
  // PostgreSQL's word boundaries (\m) know only ASCII letters in the C locale, so a Devanagari word is found
  // at the start of the text or after any character outside the Devanagari block.
  if (words.some((word) => /[\u0900-\u097f]/u.test(word))) {
    return `(^|[^\u0900-\u097f])${words.join('\\s+')}`;
  }
  const last = words.length - 1;
  // Short words must be whole words ("c" of "vitamin c"), longer ones may be the start of one ("moisturis").
  return `\\m${words.map((word, index) => (index === last && word.length <= 2 ? `${word}\\M` : word)).join('[^a-z0-9]+')}`;
}

function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]`;
}
