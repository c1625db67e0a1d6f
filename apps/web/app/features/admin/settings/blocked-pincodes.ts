// docs/cod.md#settings: the deny-listed PIN codes, pasted or imported from a CSV file, as one sorted list.

/** Every 6-digit PIN code in a text (a pasted list or a CSV file's text), in order of first appearance, once each. */
export function pincodesIn(text: string): string[] {
  const found = text.match(/(?<!\d)[1-9]\d{5}(?!\d)/g) ?? [];
  return [...new Set(found)];
}

/** `existing` with `added` merged in: the merged list (sorted, once each) and how many were new. */
export function mergePincodes(
  existing: string[],
  added: string[],
): { pincodes: string[]; addedCount: number } {
  const known = new Set(existing);
  const fresh = added.filter((pincode) => !known.has(pincode));
  return { pincodes: [...new Set([...existing, ...fresh])].sort(), addedCount: new Set(fresh).size };
}

/** The textarea's text as a list: one PIN code a line or comma separated; anything else is left for the API to refuse. */
export function pincodeList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
