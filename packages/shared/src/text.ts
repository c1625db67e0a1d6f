/**
 * Cuts a name to `max` characters followed by two dots (docs/product.md#formats: 40 on cards, 30 in the bundle); a cut that
 * falls after a space does not leave it before the dots.
 */
export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}..` : name;
}

/** URL slug: lower case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put into HTML or XML, between tags or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}
