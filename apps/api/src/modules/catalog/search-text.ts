/** What a product is searched by in one language. */
export interface SearchableTexts {
  name: string;
  shortDescription: string;
  ingredientNames: readonly string[];
}

/**
 * The text product search matches: name, short description and ingredient names, then the same in Hindi where
 * written, so a shopper typing "एलोवेरा" finds the aloe vera gel.
 */
export function productSearchText(
  input: SearchableTexts & { hindi?: Partial<SearchableTexts> | undefined },
): { searchText: string; searchCompact: string } {
  const hindi = input.hindi ?? {};
  const searchText = [
    input.name,
    input.ingredientNames.join(' '),
    input.shortDescription,
    hindi.name ?? '',
    (hindi.ingredientNames ?? []).join(' '),
    hindi.shortDescription ?? '',
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { searchText, searchCompact: compactSearchText(`${input.name} ${input.ingredientNames.join(' ')}`) };
}

/** Lower case letters and digits only: "Aloe Vera" and "aloevera" compare equal. */
export function compactSearchText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
