/** `{name}` in a catalog text: a value filled in. */
export const PLACEHOLDER = /\{(\w+)\}/g;

export type MessageParams = Record<string, string | number>;

/** The names of a text's placeholders, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** The text with its placeholders filled in as given; one not given stays as it is. */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
