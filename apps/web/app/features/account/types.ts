// Account answers of the API, defined once in packages/shared.
export type {
  Order,
  OrderAddress,
  OrderLine,
  OrderRefund,
  Profile,
  SavedAddress as UserAddress,
} from '@shop/shared';
