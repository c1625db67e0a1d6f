// What other parts of the shop may use of the delivery estimate; everything else in this folder is its own.
export { DeliveryEstimate } from './delivery-estimate.tsx';
export { rememberedPincode } from './pincode-store.ts';
export { useShopperPincode } from './shopper-pincode.ts';
