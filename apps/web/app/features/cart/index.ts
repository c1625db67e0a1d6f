// What other parts of the shop may use of the cart; everything else in this folder is the cart's own.
export { addToCart, cartCount, sameLine, setQuantity, toggleBundleItem } from './cart-actions.ts';
export { CartButton } from './cart-button.tsx';
export { CartSync } from './cart-sync.tsx';
export { DeliveryLine, useDeliveredTotals } from './delivery-charge.tsx';
