// docs/product.md#category-listing: category carousels keep four slots, so a short row keeps the grid's rhythm.
export const MIN_SLOTS = 4;

/** The products followed by `null` placeholders up to `MIN_SLOTS`. */
export function padSlots<T>(items: T[], slots = MIN_SLOTS): (T | null)[] {
  return [...items, ...Array<null>(Math.max(0, slots - items.length)).fill(null)];
}
