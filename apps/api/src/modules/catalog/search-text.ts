/** The text product search matches: name, short description and ingredient names. */
export function productSearchText(input: {
  name: string;
  shortDescription: string;
  ingredientNames: readonly string[];
}): { searchText: string; searchCompact: string } {
  const searchText = [input.name, input.ingredientNames.join(' '), input.shortDescription]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { searchText, searchCompact: compactSearchText(`${input.name} ${input.ingredientNames.join(' ')}`) };
}

/** Lower case letters and digits only: "Aloe Vera" and "aloevera" compare equal. */
export function compactSearchText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
