import type { CartLineView, Language, SaveCartInput } from '@shop/shared';
import type { CartItem } from '#app/lib/session/session-store.ts';

// docs/carts.md: the browser's cart, kept on the server as well so a reminder's link can bring it back on any
// device. The browser stays the source while the shopper browses; the server is told, never asked, until a link
// is opened.

/**
 * localStorage: a guest browser's own key for its cart on the server, kept by earlier storefronts, which saved a
 * guest's cart; a login sends it so that cart closes.
 */
export const CART_KEY_STORAGE = 'cartKey';

/** The lines the server keeps: sizes and quantities only, the bundle's marked; names and prices are its own. */
export function savedLines(cart: CartItem[], bundleCart: CartItem[]): SaveCartInput['lines'] {
  return [
    ...cart.map((item) => ({ product: item._id, size: item.size._id, qty: item.quantity })),
    ...bundleCart.map((item) => ({ product: item._id, size: item.size._id, qty: 1, bundle: true })),
  ];
}

/** A restored line as the browser keeps it, in the language the server named it in. */
export function cartItemOf(line: CartLineView, language: Language): CartItem {
  return {
    _id: line.product,
    slug: line.slug,
    name: line.name,
    image: line.image,
    quantity: line.qty,
    mrp: line.mrp,
    salePrice: line.salePrice,
    size: { _id: line.size, title: line.sizeTitle },
    isBase: line.isBase,
    language,
  };
}

/**
 * The browser's cart and bundle once a link's lines are put in: a line it has already takes the link's
 * quantity, a new one is added; lines out of stock are left out, and counted for the page to say so.
 */
export function withRestored(
  current: { cart: CartItem[]; bundleCart: CartItem[] },
  lines: CartLineView[],
  language: Language,
): { cart: CartItem[]; bundleCart: CartItem[]; leftOut: number } {
  let { cart, bundleCart } = current;
  let leftOut = 0;
  for (const line of lines) {
    if (line.outOfStock) {
      leftOut++;
      continue;
    }
    const item = cartItemOf(line, language);
    const same = (other: CartItem) => other._id === item._id && other.size._id === item.size._id;
    if (line.bundle) {
      if (!bundleCart.some(same)) bundleCart = [...bundleCart, { ...item, quantity: 1 }];
    } else {
      cart = cart.some(same) ? cart.map((other) => (same(other) ? item : other)) : [...cart, item];
    }
  }
  return { cart, bundleCart, leftOut };
}
