/**
 * What every Hindi text of the demo shop must be, checked by the tests beside it: one set of rules for the
 * catalog, the home page and the blog, so a word is spelt one way across the shop.
 */

/** One English text and its Hindi version, named by where it sits so a failure says which one. */
export interface HindiText {
  where: string;
  en: string;
  hi: string;
  /** The blog's content: checked on what a reader sees, tags left out. */
  html?: boolean;
}

/**
 * Latin words a Hindi text may keep: the brand as the pack prints it, sun-protection ratings, units and labels
 * printed in Latin on every pack. Everything else is in Devanagari (product-type loanwords too: "सीरम").
 */
const LATIN_ALLOWED = new Set(['Vanya', 'Naturals', 'SPF', 'PA', 'UV', 'UVA', 'UVB', 'pH', 'ml', 'g']);

const DEVANAGARI = /[\u0900-\u097F]/;
const NUQTA = '\u093C';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';

/**
 * House spelling: ज़ and फ़ keep their nuqta (मज़बूत, साफ़), क ख ग are written without it (खुशबू, तरीका), as most
 * Hindi beauty brands print them. These are the slips that spelling lets through most often.
 */
const NUQTA_MISSING = new Set(
  [
    'मजबूत मजबूती ज्यादा जरूर जरूरत जरूरी ताजा ताजगी तरोताजा साफ सफाई सफेद प्याज वजन हजार रोज रोजाना',
    'फेस फ्रिज फॉर्मूला जिंक सल्फेट फायदा फायदे फायदों मॉइस्चराइजर फ्री',
  ]
    .join(' ')
    .split(' '),
);
const NUQTA_ON_K_KH_G = /[कखग]\u093C/;

function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}]+/gu) ?? [];
}

/** The text a reader sees: tags, link targets and the illustration marker left out. */
function visibleText(html: string): string {
  return html.replaceAll('{{inline-image}}', ' ').replace(/<[^>]*>/g, ' ');
}

/** What is wrong with one Hindi text, as readable lines; empty when it is fine. */
export function problemsOf({ where, en, hi, html = false }: HindiText): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${where}: ${what}`);
  const text = html ? visibleText(hi) : hi;
  if (text.trim() === '') return [`${where}: empty`];
  if (!html && (hi !== hi.trim() || /\s{2}/.test(hi))) say('stray whitespace');
  if (!DEVANAGARI.test(text)) say('no Devanagari');
  if (hi.trim() === en.trim()) say('same as the English');
  const latin = words(text).filter((word) => /[A-Za-z]/.test(word) && !LATIN_ALLOWED.has(word));
  if (latin.length > 0) say(`Latin words left: ${[...new Set(latin)].join(', ')}`);
  // A Hindi sentence ends with a purna viram (4.5 g keeps its point).
  if (/[\u0900-\u097F]\s*\.(?!\d)/.test(text)) say('full stop after Hindi, expected ।');
  // Nuqta letters in one encoding only (letter + nuqta), so that a search finds फ़ेस however it was typed.
  if (hi !== hi.normalize('NFC')) say('precomposed nuqta letter');
  if (NUQTA_ON_K_KH_G.test(text)) say('nuqta on क, ख or ग');
  const unNuqta = words(text).filter((word) => NUQTA_MISSING.has(word));
  if (unNuqta.length > 0) say(`nuqta of ज़ or फ़ dropped: ${unNuqta.join(', ')}`);
  if (html) return problems;
  // Sizes, percentages, SPF values and times stay as the English prints them.
  const hiNumbers = new Set(hi.match(/\d+/g) ?? []);
  const lost = (en.match(/\d+/g) ?? []).filter((number) => !hiNumbers.has(number));
  if (lost.length > 0) say(`numbers lost: ${lost.join(', ')}`);
  if (en.endsWith('.') !== hi.endsWith('।')) say(`ending: English ends "${en.at(-1)}", Hindi "${hi.at(-1)}"`);
  // About as long as the English, so it fits the same place on the page. Counted in code units: Devanagari spends
  // one on every vowel sign and half-letter, and a short English phrase often needs a verb in Hindi ("Nourishes
  // and softens": "पोषण देता है और त्वचा को मुलायम बनाता है"), so only a text twice as long is suspect.
  const tooShort = en.length >= 30 && hi.length < en.length * 0.6;
  if (tooShort || hi.length > en.length * 2 + 10) say(`length ${hi.length} against the English ${en.length}`);
  return problems;
}

/**
 * Words written two ways across the texts: with and without a nuqta (फ़ेस and फेस), or with a chandrabindu and an
 * anusvara (बूँद and बूंद). Either reads, but one shop writes each word one way.
 */
export function spellingVariants(texts: string[]): string[] {
  const all = new Set(texts.flatMap((text) => words(visibleText(text))));
  const plainOf = (word: string) => word.replaceAll(NUQTA, '').replaceAll(CHANDRABINDU, ANUSVARA);
  return [...all]
    .filter((word) => plainOf(word) !== word && all.has(plainOf(word)))
    .map((word) => `${word} / ${plainOf(word)}`);
}
