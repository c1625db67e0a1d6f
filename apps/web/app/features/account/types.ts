// Account answers of the API, defined once in packages/shared.
export type { Order, OrderAddress, OrderLine, Profile, SavedAddress as UserAddress } from '@shop/shared';
